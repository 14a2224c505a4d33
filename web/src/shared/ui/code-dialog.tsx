import { type ReactNode, useState } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { CodeField } from './code-field.tsx';
import { Dialog } from './dialog.tsx';

export interface CodeDialogLabels {
  title: string;
  /** the "sent to" line, already filled with where the code went */
  sentTo: string;
  approve: string;
  resend: string;
  cancel: string;
  /** the code field's label */
  code: string;
  /** the field's error when Approve is pressed with no code */
  codeRequired: string;
  /** said once a new code has been sent */
  resent: string;
}

export interface CodeDialogProps {
  /** id of the code form, so Approve in the dialog's actions belongs to it */
  formId: string;
  labels: CodeDialogLabels;
  /** a call is running: Approve and Resend are off so nothing is sent twice */
  busy: boolean;
  resent: boolean;
  /** the approval's message (wrong code…), above the field; the code typed is kept */
  error: string | null;
  /** a failed resend, when the caller keeps it apart from `error` */
  resendError?: string | null;
  /** a non-empty code (as typed; the caller trims it for the call) */
  onSubmit: (code: string) => void;
  onResend: () => void;
  onClose: () => void;
  /** the outcome note of an approval being checked or not confirmed, under the "sent to" line */
  children?: ReactNode;
}

/**
 * The approval-code popup of a money-moving call (spec 2 §4, §8): where the code went, the code field (required),
 * Approve, Resend and Cancel. Presentational: the caller's model makes the calls.
 */
export function CodeDialog({
  formId,
  labels,
  busy,
  resent,
  error,
  resendError,
  onSubmit,
  onResend,
  onClose,
  children,
}: CodeDialogProps) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <Dialog
      title={labels.title}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} disabled={busy}>
            {labels.approve}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onResend()}>
            {labels.resend}
          </Button>
          <Button variant="link" onClick={() => onClose()}>
            {labels.cancel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (code.trim() !== '') onSubmit(code);
        }}
      >
        <p>{labels.sentTo}</p>
        {children}
        {resent ? <p role="status">{labels.resent}</p> : null}
        {error ? (
          <Alert>
            <p>{error}</p>
          </Alert>
        ) : null}
        {resendError ? (
          <Alert>
            <p>{resendError}</p>
          </Alert>
        ) : null}
        <CodeField
          label={labels.code}
          value={code}
          onChange={setCode}
          required
          error={touched && code.trim() === '' ? labels.codeRequired : null}
        />
      </form>
    </Dialog>
  );
}
