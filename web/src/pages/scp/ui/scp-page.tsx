import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $migration, migrationChoices, skipClicked } from '../../../features/sign-in/index.ts';
import {
  $deeplink,
  $linkPending,
  $phone,
  $scpError,
  $storesSent,
  linkDeviceClicked,
  phoneChanged,
  phoneSubmitted,
} from '../../../features/scp-link/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Navigate, paths } from '../../../shared/routes/index.ts';
import { Alert, Button, QrCode, TextField } from '../../../shared/ui/index.ts';

function DeepLink() {
  const { t } = useTranslation();
  const [deeplink, error, pending, onLink] = useUnit([$deeplink, $scpError, $linkPending, linkDeviceClicked]);
  const text = useMessageText();
  return (
    <>
      {error ? <Alert>{text(error)}</Alert> : null}
      {deeplink ? (
        <>
          <p>{t('scp.deeplink')}</p>
          <QrCode
            value={deeplink}
            asLink
            label={t('qr.scpLabel')}
            copyLabel={t('qr.copy')}
            copiedLabel={t('qr.copied')}
          />
        </>
      ) : null}
      <Button onClick={() => onLink()} disabled={pending}>
        {t('scp.linkDevice')}
      </Button>
    </>
  );
}

/** /scp: the two-factor migration after sign-in (spec 1 §4 login flows). */
export function ScpPage() {
  const { t } = useTranslation();
  const [migration, onSkip] = useUnit([$migration, skipClicked]);
  // spec 1 §2 "/scp (needs a login result)": opened without one (typed, reloaded), it goes back to sign-in, whose
  // guard sends a signed-in user on to the start page
  if (!migration) return <Navigate to={paths.login.getHref()} replace />;
  const choices = migrationChoices(migration);
  return (
    <section aria-labelledby="scp-title" className="form">
      <h1 id="scp-title">{t('scp.title')}</h1>
      {choices.daysLeft !== null ? <p>{t('scp.soft', { days: choices.daysLeft })}</p> : null}
      {choices.canSkip ? null : <p>{t('scp.strict')}</p>}
      <p>{t(choices.action === 'migrate' ? 'scp.migrate' : 'scp.enable')}</p>
      <DeepLink />
      {choices.canSkip ? (
        <Button variant="secondary" onClick={() => onSkip()}>
          {t('scp.skip')}
        </Button>
      ) : null}
    </section>
  );
}

/** /scp-mobile: enrolment on the phone: the deep link, or the store links by SMS. */
export function ScpMobilePage() {
  const { t } = useTranslation();
  const [phone, sent, onPhone, onSubmit] = useUnit([$phone, $storesSent, phoneChanged, phoneSubmitted]);
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }
  return (
    <section aria-labelledby="scp-mobile-title" className="form">
      <h1 id="scp-mobile-title">{t('scp.mobileTitle')}</h1>
      <DeepLink />
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('scp.phone')}
          type="tel"
          name="phoneNumber"
          autoComplete="tel"
          value={phone}
          onChange={(e) => onPhone(e.target.value)}
        />
        {sent ? <Alert tone="info">{t('scp.sent')}</Alert> : null}
        <Button type="submit">{t('scp.sendLinks')}</Button>
      </form>
    </section>
  );
}
