import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { LoadStatus } from '../../../shared/ui/index.ts';
import { $error, $settings, $status, groupSettings, opened, toggled } from '../model.ts';

/** /profile/notifications: one switch per setting, by group. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const [settings, status, error, open, toggle] = useUnit([$settings, $status, $error, opened, toggled]);
  useEffect(() => open(), [open]);
  const text = useMessageText();

  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title">{t('notifications.title')}</h1>
      <LoadStatus
        status={status}
        error={error ? text(error) : null}
        onRetry={() => open()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={4}
      >
        {() =>
          settings.length === 0 ? (
            <p className="empty">{t('notifications.empty')}</p>
          ) : (
            groupSettings(settings).map(([group, list]) => (
              <fieldset key={group} className="panel">
                <legend>{group}</legend>
                {list.map((s) => (
                  <label key={s.identified} className="choice">
                    <input
                      type="checkbox"
                      checked={s.value}
                      onChange={(e) => toggle({ identified: s.identified, value: e.target.checked })}
                    />{' '}
                    {t(`notifications.items.${s.identified}`, { defaultValue: s.identified })}
                  </label>
                ))}
              </fieldset>
            ))
          )
        }
      </LoadStatus>
    </section>
  );
}
