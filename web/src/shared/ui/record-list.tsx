import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

/*
 * The parts a list of records that the user edits and deletes is made of (the merchant's webhooks, API keys, allowed
 * IP ranges, saved buttons): the table with its hidden caption and actions column, the row's link actions each with
 * an accessible name that says which row, and the delete (or revoke) confirmation that keeps a refusal in the dialog.
 * A module of its own, not in the kit's barrel (which /login loads): the pages with such a list import it.
 */

export interface RecordTableProps<T> {
  /** the records; none (or not yet any) shows `empty` instead of the table */
  rows: readonly T[] | null;
  /** the table's name, a caption seen by screen readers only */
  caption: string;
  /** the column headings, before the actions column */
  columns: readonly string[];
  /** the actions column's heading, seen by screen readers only */
  actionsLabel: string;
  /** said when there are no records */
  empty: string;
  /** added to the table's "table" class */
  className?: string;
  /** one record's row: a `<tr>` with its key */
  children: (row: T) => ReactNode;
}

/** The records in a table (or the "none yet" text), a last column for each row's actions. */
export function RecordTable<T>({
  rows,
  caption,
  columns,
  actionsLabel,
  empty,
  className,
  children,
}: RecordTableProps<T>) {
  if (rows === null || rows.length === 0) return <p className="empty">{empty}</p>;
  return (
    <table className={className ? `table ${className}` : 'table'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{actionsLabel}</span>
          </th>
        </tr>
      </thead>
      <tbody>{rows.map(children)}</tbody>
    </table>
  );
}

export interface RowAction {
  /** the visible word ("Edit") */
  label: string;
  /** the accessible name, which names the row ("Edit Shop hook") */
  name: string;
  onClick: () => void;
  disabled?: boolean;
}

export interface RowActionsProps {
  /** the cell's class */
  className: string;
  actions: readonly RowAction[];
  /** other controls, before the link actions */
  children?: ReactNode;
}

/** A row's actions cell: link buttons (Edit, Delete, ...) whose accessible names say which row they act on. */
export function RowActions({ className, actions, children }: RowActionsProps) {
  return (
    <td className={className}>
      {children}
      {actions.map((action) => (
        <Button
          key={action.name}
          variant="link"
          disabled={action.disabled}
          aria-label={action.name}
          onClick={() => action.onClick()}
        >
          {action.label}
        </Button>
      ))}
    </td>
  );
}

export interface DeleteConfirmProps extends Omit<ConfirmDialogProps, 'children'> {
  /** why the last try was refused, shown in the dialog (the record stays as it was) */
  error: string | null;
}

/** Asks before a record is deleted (or revoked); a refusal is shown in the dialog, which stays open. */
export function DeleteConfirm({ error, ...confirm }: DeleteConfirmProps) {
  return (
    <ConfirmDialog {...confirm}>
      {error ? (
        <Alert>
          <p>{error}</p>
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
