import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $errorDialog,
  $pendingTerms,
  dialogLayout,
  errorDialogClosed,
  termsClosed,
  useMessageText,
} from '../../../shared/api/index.ts';
import { $acceptError, $accepting, acceptClicked } from '../../../features/accept-terms/index.ts';
import { Alert, Button, Dialog } from '../../../shared/ui/index.ts';

interface TermsEntry {
  id?: unknown;
  label?: string;
  text?: string;
  url?: string;
}

/** The global error dialog (spec 1 §8) and the pending terms of a TE answer. */
export function ErrorDialog() {
  const { t } = useTranslation();
  const [message, terms, close, closeTerms] = useUnit([$errorDialog, $pendingTerms, errorDialogClosed, termsClosed]);
  const [acceptError, accepting, accept] = useUnit([$acceptError, $accepting, acceptClicked]);
  const text = useMessageText();

  if (message) {
    const { title, body } = dialogLayout(text(message), t('errors.title'));
    return (
      <Dialog title={title} onClose={() => close()} actions={<Button onClick={() => close()}>{t('common.ok')}</Button>}>
        {body ? <p>{body}</p> : null}
      </Dialog>
    );
  }
  if (terms.length > 0) {
    return (
      <Dialog
        title={t('terms.title')}
        onClose={() => closeTerms()}
        actions={
          <>
            <Button variant="secondary" onClick={() => closeTerms()}>
              {t('common.close')}
            </Button>
            <Button disabled={accepting} onClick={() => accept()}>
              {t('terms.continue')}
            </Button>
          </>
        }
      >
        <p>{t('terms.intro')}</p>
        {acceptError ? (
          <Alert>
            <p>{text(acceptError)}</p>
          </Alert>
        ) : null}
        <ul className="terms-list">
          {(terms as TermsEntry[]).map((entry, i) => (
            <li key={String(entry.id ?? i)}>
              {entry.label ?? t('terms.accept')}{' '}
              {entry.url ? (
                <a href={entry.url} target="_blank" rel="noreferrer">
                  {entry.text ?? entry.url}
                </a>
              ) : (
                entry.text
              )}
            </li>
          ))}
        </ul>
      </Dialog>
    );
  }
  return null;
}
