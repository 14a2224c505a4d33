import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import {
  $error,
  $settings,
  $status,
  groupSettings,
  opened,
  settingLabel,
  toggled,
  NotificationSettingsGate,
} from '../model.ts';

/** /profile/notifications: one switch per setting, by group. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const [settings, status, error, open, toggle] = useUnit([$settings, $status, $error, opened, toggled]);
  useGate(NotificationSettingsGate);

  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title">{t('notifications.title')}</h1>
      <Loadable status={status} error={error} onRetry={() => open()} lines={4}>
        {() =>
          settings.length === 0 ? (
            <p className="empty">{t('notifications.empty')}</p>
          ) : (
            groupSettings(settings).map(([group, list]) => (
              <fieldset key={group} className="panel">
                <legend>{settingLabel(t, 'groups', group)}</legend>
                {list.map((s) => (
                  <label key={s.identified} className="choice">
                    <input
                      type="checkbox"
                      checked={s.value}
                      onChange={(e) => toggle({ identified: s.identified, value: e.target.checked })}
                    />{' '}
                    {settingLabel(t, 'items', s.identified)}
                  </label>
                ))}
              </fieldset>
            ))
          )
        }
      </Loadable>
    </section>
  );
}
