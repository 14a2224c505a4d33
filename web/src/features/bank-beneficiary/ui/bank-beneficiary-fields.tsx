import { useUnit } from 'effector-react';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { ErrorWithRetry, LoadStatus, SelectField, TextField } from '../../../shared/ui/index.ts';
import {
  $banks,
  $branchError,
  $branchStatus,
  $branches,
  $destinationComplete,
  $errors,
  $form,
  $ibanLookup,
  $loadError,
  $own,
  $params,
  $status,
  $swiftLookup,
  type LookupState,
  bankPicked,
  branchRetryClicked,
  fieldChanged,
  fieldLeft,
  paramChanged,
  retryClicked,
} from '../model/model.ts';
import { type FieldKey, type FormParam, type OwnField, paramKey } from '../model/rules.ts';
import './bank-beneficiary.css';

/** What a lookup says under its field (announced politely; the region stays so a change is read out). */
function LookupStatus({ state, testId }: { state: LookupState; testId: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  let content: string | null = null;
  if (state.kind === 'checking') content = t('bankBeneficiary.lookingUp');
  else if (state.kind === 'found' && state.bankName)
    content = state.branch
      ? t('bankBeneficiary.foundBranch', { bank: state.bankName, branch: state.branch })
      : t('bankBeneficiary.found', { bank: state.bankName });
  else if (state.kind === 'failed') content = `${t('bankBeneficiary.lookupFailed')} ${text(state.message)}`;
  return (
    <p role="status" className={state.kind === 'failed' ? 'field-hint field-error' : 'field-hint'} data-testid={testId}>
      {content}
    </p>
  );
}

/**
 * The beneficiary of a wire or an eft (spec 2 §3, §5, §9): the beneficiary, the account (IBAN or account number),
 * the SWIFT/BIC, the bank's details (filled by the IBAN or SWIFT lookup, or by the bank picked; always editable) and
 * the destination's extra parameters. Errors show once a field is left or submit was pressed.
 */
export function BankBeneficiaryFields(): JSX.Element {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [complete, form, own, params, errors, status, loadError] = useUnit([
    $destinationComplete,
    $form,
    $own,
    $params,
    $errors,
    $status,
    $loadError,
  ]);
  const [banks, branches, branchStatus, branchError, ibanLookup, swiftLookup] = useUnit([
    $banks,
    $branches,
    $branchStatus,
    $branchError,
    $ibanLookup,
    $swiftLookup,
  ]);
  const [change, changeParam, leave, pickBank, retry, retryBranches] = useUnit([
    fieldChanged,
    paramChanged,
    fieldLeft,
    bankPicked,
    retryClicked,
    branchRetryClicked,
  ]);
  const error = (key: FieldKey) => {
    const p = errors[key];
    return p ? t(p.key, p.values) : null;
  };
  const field = (name: OwnField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      autoComplete="off"
      value={own[name]}
      onChange={(e) => change({ field: name, value: e.target.value })}
      onBlur={() => leave(name)}
      error={error(name)}
      {...extra}
    />
  );
  const paramLabel = (p: FormParam) => {
    const key = `bankBeneficiary.param.${p.name}`;
    return i18n.exists(key) ? t(key) : p.label || p.name;
  };
  const paramText = (p: FormParam) => (
    <TextField
      key={p.name}
      label={paramLabel(p)}
      name={`extraParams.${p.name}`}
      autoComplete="off"
      value={params[p.name] ?? ''}
      onChange={(e) => changeParam({ name: p.name, value: e.target.value })}
      onBlur={() => leave(paramKey(p.name))}
      error={error(paramKey(p.name))}
    />
  );
  const paramField = (p: FormParam) => {
    if (p.kind === 'bank' && banks && banks.length > 0)
      return (
        <SelectField
          key={p.name}
          label={paramLabel(p)}
          name={`extraParams.${p.name}`}
          placeholder={t('common.choose')}
          value={params[p.name] ?? null}
          onChange={(code) => pickBank(code)}
          error={error(paramKey(p.name))}
          options={banks.map((b) => ({ id: String(b.bankCode), label: `${b.bankName} (${String(b.bankCode)})` }))}
        />
      );
    if (p.kind === 'branch') {
      const bankCode = (params.BANK_CODE ?? '').trim();
      if (bankCode !== '' && branchStatus === 'failed')
        return (
          <div key={p.name}>
            {paramText(p)}
            <ErrorWithRetry
              message={`${t('bankBeneficiary.branchesFailed')}${branchError ? ` ${text(branchError)}` : ''}`}
              retryLabel={t('common.retry')}
              onRetry={() => retryBranches()}
            />
          </div>
        );
      const options = branches?.bankCode === bankCode ? branches.options : null;
      if (options && options.length === 0) return paramText(p);
      return (
        <SelectField
          key={p.name}
          label={paramLabel(p)}
          name={`extraParams.${p.name}`}
          placeholder={
            bankCode === ''
              ? t('bankBeneficiary.chooseBankFirst')
              : options === null
                ? t('common.loading')
                : t('common.choose')
          }
          disabled={options === null}
          value={params[p.name] ?? null}
          onChange={(code) => changeParam({ name: p.name, value: code })}
          error={error(paramKey(p.name))}
          options={(options ?? []).map((o) => ({
            id: String(o.code),
            label: `${o.name}, ${o.city} (${String(o.code)})`,
          }))}
        />
      );
    }
    return paramText(p);
  };

  if (!complete)
    return (
      <fieldset className="field beneficiary-block" data-testid="bank-beneficiary">
        <legend>{t('bankBeneficiary.beneficiary')}</legend>
        <p className="empty">{t('bankBeneficiary.destinationFirst')}</p>
      </fieldset>
    );
  return (
    <div className="bank-beneficiary" data-testid="bank-beneficiary">
      <LoadStatus
        status={status}
        error={status === 'failed' ? (loadError ? text(loadError) : t('bankBeneficiary.loadFailed')) : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={4}
      >
        {() =>
          form === null ? null : (
            <>
              <fieldset className="field beneficiary-block">
                <legend>{t('bankBeneficiary.beneficiary')}</legend>
                {field('beneficiaryName', t('bankBeneficiary.beneficiaryName'), { maxLength: 140 })}
                {field('beneficiaryAddress', t('bankBeneficiary.beneficiaryAddress'), { maxLength: 200 })}
                {field('beneficiaryCity', t('bankBeneficiary.beneficiaryCity'), { maxLength: 100 })}
                {field(
                  'accountNumber',
                  form.account === 'iban' ? t('bankBeneficiary.iban') : t('bankBeneficiary.accountNumber'),
                  { spellCheck: false, autoCapitalize: 'characters' },
                )}
                {form.account === 'iban' ? <LookupStatus state={ibanLookup} testId="iban-lookup" /> : null}
              </fieldset>
              <fieldset className="field beneficiary-block">
                <legend>{t('bankBeneficiary.bank')}</legend>
                {form.swift !== 'none'
                  ? field(
                      'swift',
                      form.swift === 'required' ? t('bankBeneficiary.swift') : t('bankBeneficiary.swiftOptional'),
                      { spellCheck: false, autoCapitalize: 'characters' },
                    )
                  : null}
                {form.swift !== 'none' ? <LookupStatus state={swiftLookup} testId="swift-lookup" /> : null}
                {form.params.filter((p) => p.kind !== 'text').map(paramField)}
                {field('bankName', t('bankBeneficiary.bankName'), { maxLength: 140 })}
                {field('bankAddress', t('bankBeneficiary.bankAddress'), { maxLength: 200 })}
                {field('bankCity', t('bankBeneficiary.bankCity'), { maxLength: 100 })}
                {form.params.filter((p) => p.kind === 'text').map(paramField)}
              </fieldset>
            </>
          )
        }
      </LoadStatus>
    </div>
  );
}
