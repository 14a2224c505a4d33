import { countriesGet, existenceStatuses } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $configFailed, $projectName, configFx } from '../../../entities/brand/index.ts';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { RegistrationClosed } from '../../../entities/registrant/index.ts';
import { ActivationCodeStep } from '../../../features/activate-account/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Link, paths } from '../../../shared/routes/index.ts';
import { BotChallenge } from '../../../shared/ui/bot-challenge/index.ts';
import {
  Alert,
  Button,
  CheckboxGroup,
  CountryComboBox,
  LoadStatus,
  SelectField,
  TextField,
} from '../../../shared/ui/index.ts';
import type { FormField, PersonalForm } from '../lib.ts';
import {
  $brand,
  $form,
  $generalError,
  $problems,
  $registered,
  $registering,
  $serverErrors,
  $showAll,
  RegisterPersonalGate,
  emailBlurred,
  emailCheck,
  fieldChanged,
  phoneBlurred,
  submitted,
} from '../model.ts';

/** /register/personal (spec 3 §1, §2): the form; once registered, the activation (spec 3 §4). */
export function RegisterPersonalPage() {
  const { t } = useTranslation();
  useGate(RegisterPersonalGate);
  const [brand, failed, projectName, retry, registered] = useUnit([
    $brand,
    $configFailed,
    $projectName,
    configFx,
    $registered,
  ]);
  return (
    <section aria-labelledby="register-personal-title">
      <h1 id="register-personal-title">{registered ? t('registerPersonal.sentTitle') : t('registerPersonal.title')}</h1>
      {brand === null ? (
        <LoadStatus
          status={failed ? 'failed' : 'loading'}
          error={failed ? t('registerChoice.configFailed') : null}
          loadingLabel={t('common.loading')}
          retryLabel={t('common.retry')}
          onRetry={() => void retry()}
          lines={8}
        >
          {() => null}
        </LoadStatus>
      ) : !brand.allowed ? (
        <RegistrationClosed brand={projectName} />
      ) : registered ? (
        <Activation email={registered} />
      ) : (
        <PersonalFormView />
      )}
    </section>
  );
}

/** Spec 3 §4: the activation e-mail was sent; its link activates, or its code here (features/activate-account). */
function Activation({ email }: { email: string }) {
  const { t } = useTranslation();
  return <ActivationCodeStep email={email} action="activation" notice={t('registerPersonal.sent', { email })} />;
}

function PersonalFormView() {
  const { t } = useTranslation();
  const [
    form,
    brand,
    problems,
    server,
    showAll,
    general,
    registering,
    emailStatus,
    change,
    blurEmail,
    blurPhone,
    submit,
  ] = useUnit([
    $form,
    $brand,
    $problems,
    $serverErrors,
    $showAll,
    $generalError,
    $registering,
    emailCheck.$status,
    fieldChanged,
    emailBlurred,
    phoneBlurred,
    submitted,
  ]);
  const text = useMessageText();
  const countries = useDictionary(countriesGet);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const touch = (field: FormField) => setTouched((s) => new Set(s).add(field));
  if (!brand) return null;

  /** A field's error: the server's for it, else its own problem once it was left or the form was sent. */
  const errorOf = (field: FormField): string | null => {
    if (server[field]) return server[field] ?? null;
    const problem = problems[field];
    if (!problem) return null;
    // the e-mail's existence shows as soon as it is known
    const known = field === 'email' && (problem === 'emailExists' || problem === 'emailEmployee');
    return showAll || touched.has(field) || known ? t(`registerPersonal.errors.${problem}`) : null;
  };
  const set = (change_: Partial<PersonalForm>) => change(change_);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const emailTaken =
    !server.email && (emailStatus === existenceStatuses.exists || emailStatus === existenceStatuses.employee);

  if (countries.status !== 'ready')
    return (
      <LoadStatus
        status={countries.status}
        error={countries.status === 'failed' ? t('registerPersonal.countriesFailed') : null}
        loadingLabel={t('common.loading')}
        retryLabel={t('common.retry')}
        onRetry={countries.retry}
        lines={8}
      >
        {() => null}
      </LoadStatus>
    );
  const countryList = countries.data?.countries ?? [];
  const phoneCode = form.phoneCode ? `+${form.phoneCode}` : '';

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={registering}>
      {general ? <Alert>{text(general)}</Alert> : null}
      <TextField
        label={t('registerPersonal.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => set({ email: e.target.value })}
        onBlur={() => {
          touch('email');
          blurEmail();
        }}
        error={errorOf('email')}
      />
      <div role="status" className="hint">
        {emailStatus === existenceStatuses.checking ? t('registerPersonal.checking') : null}
      </div>
      {emailTaken ? (
        <p className="form-footer">
          <Link to={paths.login.getHref()}>{t('registerPersonal.signInInstead')}</Link>
        </p>
      ) : null}
      <TextField
        label={t('registerPersonal.password')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => set({ password: e.target.value })}
        onBlur={() => touch('password')}
        error={errorOf('password')}
      />
      <TextField
        label={t('registerPersonal.passwordRepeat')}
        name="new-password-repeat"
        type="password"
        autoComplete="new-password"
        value={form.passwordRepeat}
        onChange={(e) => set({ passwordRepeat: e.target.value })}
        onBlur={() => touch('passwordRepeat')}
        error={errorOf('passwordRepeat')}
      />
      <TextField
        label={t('registerPersonal.firstName')}
        name="given-name"
        autoComplete="given-name"
        value={form.firstName}
        onChange={(e) => set({ firstName: e.target.value })}
        onBlur={() => touch('firstName')}
        error={errorOf('firstName')}
      />
      <TextField
        label={t('registerPersonal.lastName')}
        name="family-name"
        autoComplete="family-name"
        value={form.lastName}
        onChange={(e) => set({ lastName: e.target.value })}
        onBlur={() => touch('lastName')}
        error={errorOf('lastName')}
      />
      <CountryComboBox
        label={t('registerPersonal.country')}
        showListLabel={t('registerPersonal.showCountries')}
        countries={countryList}
        value={form.countryCode}
        onChange={(code) => {
          const country = countryList.find((c) => c.code === code);
          set({ countryCode: code, phoneCode: country?.phoneCode ?? '' });
        }}
        error={errorOf('countryCode')}
      />
      <TextField
        label={phoneCode ? t('registerPersonal.phoneWithCode', { code: phoneCode }) : t('registerPersonal.phone')}
        name="tel-national"
        type="tel"
        autoComplete="tel-national"
        value={form.phone}
        onChange={(e) => set({ phone: e.target.value })}
        onBlur={() => {
          touch('phone');
          blurPhone();
        }}
        error={errorOf('phone')}
      />
      <SelectField
        label={t('registerPersonal.type')}
        placeholder={t('registerPersonal.choose')}
        options={brand.types.map((type) => ({ id: type, label: t(`registerPersonal.types.${type}`) }))}
        value={form.registrationType || null}
        onChange={(type) => set({ registrationType: type })}
        error={errorOf('registrationType')}
      />
      <CheckboxGroup
        label={t('registerPersonal.terms')}
        options={brand.terms.map((term) => ({
          id: term.id,
          label: t('registerPersonal.acceptDocument', { accept: t('terms.accept'), document: term.text }),
        }))}
        value={form.accepted}
        onChange={(accepted) => set({ accepted })}
        error={errorOf('accepted')}
      />
      <ul className="register-documents">
        {brand.terms.map((term) => (
          <li key={term.id}>
            <a href={term.url} target="_blank" rel="noreferrer noopener">
              {t('registerPersonal.read', { document: term.text })}
            </a>
          </li>
        ))}
      </ul>
      <BotChallenge
        token={form.captcha}
        onToken={(captcha) => set({ captcha })}
        title={t('botChallenge.title')}
        checkLabel={t('botChallenge.check')}
        note={t('botChallenge.note')}
        error={errorOf('captcha')}
        disabled={registering}
      />
      <Button type="submit" disabled={registering}>
        {registering ? t('registerPersonal.submitting') : t('registerPersonal.submit')}
      </Button>
      <p className="form-footer">
        {t('registerChoice.haveAccount')} <Link to={paths.login.getHref()}>{t('registerChoice.signIn')}</Link>
      </p>
    </form>
  );
}
