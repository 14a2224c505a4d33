import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, ConfirmDialog } from '../../../shared/ui/index.ts';
import type { KeyRegeneration } from '../model.ts';

/** The confirmation before a key is regenerated, with a refusal's reason; shown while the model says it is open. */
export function RegenerateKeyDialog({
  model,
  title,
  question,
  confirmLabel,
}: {
  model: KeyRegeneration;
  title: string;
  question: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [open, busy, error, confirm, cancel] = useUnit([
    model.$open,
    model.$busy,
    model.$error,
    model.confirmed,
    model.cancelled,
  ]);
  if (!open) return null;
  return (
    <ConfirmDialog
      title={title}
      text={question}
      confirmLabel={confirmLabel}
      cancelLabel={t('common.cancel')}
      busy={busy}
      onConfirm={() => confirm()}
      onCancel={() => cancel()}
    >
      {error ? (
        <Alert>
          <p>{text(error)}</p>
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
