import type { FormEvent, ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface FormDialogProps {
  title: string;
  /** id of the form, so the submit button in the dialog's actions belongs to it */
  formId: string;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** the server's or the client's message; shown above the fields, keeping what was typed */
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding one form: Cancel and submit in the actions, the error above the fields. */
export function FormDialog({
  title,
  formId,
  submitLabel,
  cancelLabel,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={() => onClose()}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        {error ? (
          <Alert>
            <p>{error}</p>
          </Alert>
        ) : null}
        {children}
      </form>
    </Dialog>
  );
}
