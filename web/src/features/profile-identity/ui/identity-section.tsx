import type { Identity, IdentityProvider } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorWithRetry } from '../../../shared/ui/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import {
  $handOffFailed,
  $inApp,
  $providerUrl,
  IdentitySectionGate,
  START,
  startMutation,
  verifySubmitted,
} from '../model.ts';

const providers: readonly IdentityProvider[] = ['jmo', 'nfd'];

/** /profile identity: type, number, status, dates; identity verification with jmo or nfd opens the provider's page. */
export function IdentitySection({
  identity,
  videoIdentityStatus,
}: {
  identity?: Identity;
  videoIdentityStatus?: string;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  useGate(IdentitySectionGate);
  const [inApp, handOffFailed, url, pendingKeys, errors, verify] = useUnit([
    $inApp,
    $handOffFailed,
    $providerUrl,
    startMutation.$pendingKeys,
    startMutation.$errors,
    verifySubmitted,
  ]);
  const [provider, setProvider] = useState<IdentityProvider>('jmo');
  const pending = pendingKeys.includes(START);
  const error = errors[START] ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    verify(provider);
  };

  const status = identity?.status ?? 'unknown';
  return (
    <section className="panel" aria-labelledby="identity-title">
      <h2 id="identity-title">{t('profilePage.identity.title')}</h2>
      {identity && (identity.type || identity.number || identity.status) ? (
        <dl className="details">
          <div>
            <dt>{t('profilePage.identity.type')}</dt>
            <dd>{identity.type ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('profilePage.identity.number')}</dt>
            <dd>{identity.number ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('profilePage.identity.status')}</dt>
            <dd data-testid="identity-status">{t(`profilePage.identity.statuses.${status}`)}</dd>
          </div>
          <div>
            <dt>{t('profilePage.identity.issued')}</dt>
            <dd>{identity.issuedDate ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('profilePage.identity.expires')}</dt>
            <dd>{identity.expiresDate ?? '—'}</dd>
          </div>
        </dl>
      ) : (
        <p className="empty">{t('profilePage.identity.empty')}</p>
      )}
      {videoIdentityStatus ? <p>{t('profilePage.identity.video', { status: videoIdentityStatus })}</p> : null}
      <form className="form" onSubmit={submit} aria-busy={pending}>
        <fieldset className="field">
          <legend>{t('profilePage.identity.provider')}</legend>
          {providers.map((p) => (
            <label key={p} className="choice-inline">
              <input
                type="radio"
                name="identity-provider"
                value={p}
                checked={provider === p}
                onChange={() => setProvider(p)}
              />{' '}
              {t(`profilePage.identity.providers.${p}`)}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={pending}>
            {t('profilePage.identity.verify')}
          </Button>
        </div>
      </form>
      {url ? (
        <p role="status">
          {t('profilePage.identity.opened')}{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('profilePage.identity.openLink')}
          </a>
        </p>
      ) : null}
      {inApp ? <p role="status">{t('mobileWrapper.inApp')}</p> : null}
      {handOffFailed ? <ErrorWithRetry message={t('mobileWrapper.handOffFailed')} /> : null}
      {error ? <ErrorWithRetry message={text(error)} /> : null}
    </section>
  );
}
