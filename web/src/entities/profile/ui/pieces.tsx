import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/api/index.ts';
import { Alert, Button, Dialog, TextField } from '../../../shared/ui/index.ts';

/** A failed call's message inline, with a retry when the screen can ask again. */
export function InlineError({ error, onRetry }: { error: Message | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert>
      <p>{'text' in error ? error.text : t(error.key)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

/** "Delete?" with Cancel and Delete; closes after the answer whatever it was. */
export function ConfirmDeleteDialog(props: {
  title: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={props.busy}
            onClick={async () => {
              await props.onConfirm();
              props.onClose();
            }}
          >
            {t('profilePage.delete')}
          </Button>
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}

/** A one-time code and Confirm; an empty code is caught here, the typed code stays on a failure. */
export function CodeForm({
  busy,
  onSubmit,
  children,
}: {
  busy: boolean;
  onSubmit: (code: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setProblem(t('profilePage.required'));
    setProblem(null);
    onSubmit(code.trim());
  };
  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-busy={busy}>
      {children}
      <TextField
        label={t('profilePage.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={problem}
      />
      <Button type="submit" disabled={busy}>
        {t('profilePage.confirm')}
      </Button>
    </form>
  );
}
