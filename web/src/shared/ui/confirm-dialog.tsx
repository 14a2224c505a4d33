import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  title: string;
  /** the question; or give richer content as children */
  text?: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** the confirmed action is running: the confirm button is off so it cannot be sent twice */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action (block a card, delete an e-mail or address): Cancel (and Escape) or the action. */
export function ConfirmDialog({
  title,
  text,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={() => onCancel()}>
            {cancelLabel}
          </Button>
          <Button disabled={busy} onClick={() => onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {text ? <p>{text}</p> : null}
      {children}
    </Dialog>
  );
}
