import { ipPrivacyFlagShown } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { ConnectionGate, connectionQuery } from '../model.ts';

/** This connection: its address, its country, and the privacy flag that matters most (contracts ipPrivacyFlagShown). */
export function ConnectionInfo() {
  const { t } = useTranslation();
  useGate(ConnectionGate);
  const [info, status, error, retry] = useUnit([
    connectionQuery.$data,
    connectionQuery.$loadStatus,
    connectionQuery.$message,
    connectionQuery.start,
  ]);
  return (
    <section className="panel" aria-labelledby="connection-title">
      <h2 id="connection-title">{t('connection.title')}</h2>
      <Loadable status={status} error={error} onRetry={() => retry({ body: {} })} lines={2}>
        {() => {
          if (!info) return null;
          const flag = ipPrivacyFlagShown(info.privacy);
          return (
            <>
              <dl className="details">
                <div>
                  <dt>{t('connection.ip')}</dt>
                  <dd data-testid="connection-ip">{info.ip}</dd>
                </div>
                <div>
                  <dt>{t('connection.country')}</dt>
                  <dd>{info.countryCode ?? t('connection.unknown')}</dd>
                </div>
              </dl>
              {flag ? <Alert tone="info">{t(`connection.flags.${flag}`)}</Alert> : <p>{t('connection.clean')}</p>}
            </>
          );
        }}
      </Loadable>
    </section>
  );
}
