import { instantKeyTypes } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { ErrorWithRetry, SelectField, Skeleton, TextField } from '../../../shared/ui/index.ts';
import type { FieldKey, OwnField } from '../lib.ts';
import {
  $binError,
  $binInfo,
  $errors,
  $ibanAccount,
  $ibanLookup,
  $instantBanks,
  $instantError,
  $instantHolder,
  $ownFields,
  $formParams,
  $paramsError,
  $selection,
  $swiftLookup,
  $values,
  type LookupState,
  fieldChanged,
  fieldLeft,
  stepRetryClicked,
} from '../model.ts';

/** The label of each own field (the existing payee forms' texts). */
function ownLabel(field: OwnField, ibanAccount: boolean, method: string | null): string {
  switch (field) {
    case 'beneficiaryName':
      return method === 'oct' ? 'cardPayout.beneficiaryName' : 'bankBeneficiary.beneficiaryName';
    case 'beneficiaryAddress':
      return 'bankBeneficiary.beneficiaryAddress';
    case 'beneficiaryCity':
      return 'bankBeneficiary.beneficiaryCity';
    case 'accountNumber':
      return ibanAccount ? 'bankBeneficiary.iban' : 'bankBeneficiary.accountNumber';
    case 'bankName':
      return 'bankBeneficiary.bankName';
    case 'swift':
      return 'bankBeneficiary.swift';
    case 'cardNumber':
      return 'cardPayout.cardNumber';
    case 'taxId':
      return 'instantPayee.taxId';
    case 'instantKeyType':
      return 'instantPayee.keyType';
    case 'instantKey':
      return 'instantPayee.key';
  }
}

const autoCompleteOf: Partial<Record<OwnField, string>> = {
  beneficiaryName: 'name',
  beneficiaryAddress: 'street-address',
  beneficiaryCity: 'address-level2',
  cardNumber: 'cc-number',
};

/** What a lookup says under its field (a polite live region that stays, so a change is read out). */
function LookupLine({ state, testId }: { state: LookupState; testId: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  let content: string | null = null;
  if (state.kind === 'checking') content = t('bankBeneficiary.lookingUp');
  else if (state.kind === 'found' && state.text) content = t('bankBeneficiary.found', { bank: state.text });
  else if (state.kind === 'failed') content = `${t('bankBeneficiary.lookupFailed')} ${text(state.message)}`;
  return (
    <p role="status" className={state.kind === 'failed' ? 'field-hint field-error' : 'field-hint'} data-testid={testId}>
      {content}
    </p>
  );
}

/**
 * The payout details of the chosen method (contracts' receivePaymentDetails): the bank account with the IBAN and
 * SWIFT/BIC lookups (wire, eft), the card with its BIN check (oct), the instant key with its holder (instant
 * payment), then the destination's extra parameters. Errors show once a field is left or submit was pressed.
 */
export function PayoutFields() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [selection, own, form, paramsError, values, errors, ibanAccount] = useUnit([
    $selection,
    $ownFields,
    $formParams,
    $paramsError,
    $values,
    $errors,
    $ibanAccount,
  ]);
  const [ibanLookup, swiftLookup, binInfo, binError, holder, instantError, instantBanks] = useUnit([
    $ibanLookup,
    $swiftLookup,
    $binInfo,
    $binError,
    $instantHolder,
    $instantError,
    $instantBanks,
  ]);
  const [change, leave, retry] = useUnit([fieldChanged, fieldLeft, stepRetryClicked]);
  const error = (k: FieldKey) => (errors[k] ? t(errors[k]) : null);
  const value = (k: FieldKey) => values[k] ?? '';

  return (
    <fieldset className="receive-payout">
      <legend>{t('receive.payoutTitle')}</legend>
      {own.map((field) => {
        const label = t(ownLabel(field, ibanAccount, selection.method));
        if (field === 'instantKeyType')
          return (
            <SelectField
              key={field}
              label={label}
              name={field}
              placeholder={t('instantPayee.chooseKeyType')}
              value={values.instantKeyType ?? null}
              error={error(field)}
              onChange={(v) => {
                change({ field, value: v });
                leave(field);
              }}
              options={instantKeyTypes.map((k) => ({ id: k, label: t(`instantPayee.keyTypes.${k}`) }))}
            />
          );
        return (
          <div key={field}>
            <TextField
              label={label}
              name={field}
              autoComplete={autoCompleteOf[field] ?? 'off'}
              inputMode={field === 'cardNumber' ? 'numeric' : undefined}
              value={value(field)}
              onChange={(e) => change({ field, value: e.target.value })}
              onBlur={() => leave(field)}
              error={error(field)}
            />
            {field === 'accountNumber' && ibanAccount ? <LookupLine state={ibanLookup} testId="iban-lookup" /> : null}
            {field === 'swift' ? <LookupLine state={swiftLookup} testId="swift-lookup" /> : null}
            {field === 'cardNumber' ? (
              <p role="status" className={binError ? 'field-hint field-error' : 'field-hint'}>
                {binInfo
                  ? t('cardPayout.binInfo', {
                      brand: binInfo.cardBrand,
                      type: binInfo.cardType,
                      issuer: binInfo.issuer,
                    })
                  : binError
                    ? `${t('cardPayout.binFailed')} ${text(binError)}`
                    : null}
              </p>
            ) : null}
            {field === 'instantKey' ? (
              <p role="status" className={instantError ? 'field-hint field-error' : 'field-hint'}>
                {holder
                  ? t('receive.instantFound', { name: holder.holderName, bank: holder.bankName })
                  : instantError
                    ? text(instantError)
                    : null}
              </p>
            ) : null}
          </div>
        );
      })}
      {selection.method === 'instant_payment' && instantBanks.length > 0 ? (
        <details className="receive-banks">
          <summary>{t('instantPayee.banksTitle')}</summary>
          <ul>
            {instantBanks.map((b) => (
              <li key={String(b.bankCode)}>{b.bankName}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {paramsError ? (
        <ErrorWithRetry
          message={`${t('receive.paramsFailed')} ${text(paramsError)}`}
          onRetry={() => retry()}
          retryLabel={t('common.retry')}
        />
      ) : form.params === null ? (
        <Skeleton label={t('common.loading')} lines={1} />
      ) : (
        form.params.map((p) => {
          const key: FieldKey = `param:${p.name}`;
          const label = t(`bankBeneficiary.param.${p.name}`, { defaultValue: p.label || p.name });
          return (
            <TextField
              key={key}
              label={p.required ? label : `${label} (${t('receive.optional')})`}
              name={p.name}
              autoComplete="off"
              value={value(key)}
              onChange={(e) => change({ field: key, value: e.target.value })}
              onBlur={() => leave(key)}
              error={error(key)}
            />
          );
        })
      )}
    </fieldset>
  );
}
