import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../../shared/ui/index.ts';

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
