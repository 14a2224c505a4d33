import { type Account, accountConfirmationAllowed } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, ErrorWithRetry } from '../../../shared/ui/index.ts';
import { $accountId, $busy, $error, $savedFor, confirmationRequested } from '../model.ts';

/**
 * The account's "Account confirmation" download (spec 3 §7 "POST /pdf/api/generator_pdf/{name}"): shown for an
 * account that may get one (accountConfirmationAllowed), busy while the PDF is made and fetched, its error under it.
 */
export function AccountConfirmationButton({ account }: { account: Account | null | undefined }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [busy, error, asked, savedFor, request] = useUnit([
    $busy,
    $error,
    $accountId,
    $savedFor,
    confirmationRequested,
  ]);
  if (!account || !accountConfirmationAllowed(account)) return null;
  const id = account.accountId;
  const mine = asked === id;
  return (
    <section className="panel account-confirmation" aria-labelledby="account-confirmation-title">
      <h2 id="account-confirmation-title">{t('accountConfirmation.title')}</h2>
      <p>{t('accountConfirmation.hint')}</p>
      <Button
        variant="secondary"
        disabled={busy}
        aria-busy={busy && mine}
        aria-label={t('accountConfirmation.download', { account: id, currency: account.currencyCode })}
        onClick={() => request({ accountId: id, lang: i18n.resolvedLanguage ?? 'en' })}
      >
        {busy && mine ? t('accountConfirmation.making') : t('accountConfirmation.title')}
      </Button>
      {busy && mine ? (
        <p role="status" className="visually-hidden">
          {t('accountConfirmation.making')}
        </p>
      ) : null}
      {mine && savedFor === id ? (
        <Alert tone="info">
          <p>{t('accountConfirmation.saved')}</p>
        </Alert>
      ) : null}
      {mine && error ? (
        <ErrorWithRetry
          message={text(error)}
          retryLabel={t('common.retry')}
          onRetry={() => request({ accountId: id, lang: i18n.resolvedLanguage ?? 'en' })}
        />
      ) : null}
    </section>
  );
}
