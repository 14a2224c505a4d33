import { instantKeyTypes } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Button, LoadStatus, SelectField, TextField } from '../../../shared/ui/index.ts';
import {
  $banks,
  $banksStatus,
  $confirmed,
  $errors,
  $key,
  $keyType,
  $lookingUp,
  $lookup,
  $lookupError,
  $taxId,
  banksRetried,
  fieldLeft,
  keyChanged,
  keyTypeChosen,
  lookUpClicked,
  recipientConfirmed,
  taxIdChanged,
} from '../model.ts';

/** The instant payment recipient: tax id and key, looked up and confirmed before paying. */
export function InstantBeneficiaryFields() {
  const { t } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const [banks, status, taxId, keyType, key, errors, lookup, lookupError, lookingUp, confirmed] = useUnit([
    $banks,
    $banksStatus,
    $taxId,
    $keyType,
    $key,
    $errors,
    $lookup,
    $lookupError,
    $lookingUp,
    $confirmed,
  ]);
  const [changeTaxId, chooseType, changeKey, leave, lookUp, confirm, retry] = useUnit([
    taxIdChanged,
    keyTypeChosen,
    keyChanged,
    fieldLeft,
    lookUpClicked,
    recipientConfirmed,
    banksRetried,
  ]);
  const lookupErrorId = `${id}-lookup-error`;
  const recipientTitleId = `${id}-recipient`;
  const lookupProblem = lookupError
    ? text(lookupError)
    : errors.recipient === 'lookupRequired'
      ? t('instantPayee.lookupRequired')
      : null;
  return (
    <fieldset className="field beneficiary-block" data-testid="instant-beneficiary">
      <legend>{t('instantPayee.legend')}</legend>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('instantPayee.banksFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={3}
      >
        {() =>
          banks.length === 0 ? (
            <p className="empty">{t('instantPayee.unavailable')}</p>
          ) : (
            <>
              <TextField
                label={t('instantPayee.taxId')}
                name="taxId"
                autoComplete="off"
                inputMode="numeric"
                value={taxId}
                onChange={(e) => changeTaxId(e.target.value)}
                onBlur={() => leave('taxId')}
                error={errors.taxId ? t(`instantPayee.${errors.taxId}`) : null}
              />
              <SelectField
                label={t('instantPayee.keyType')}
                name="instantKeyType"
                placeholder={t('instantPayee.chooseKeyType')}
                value={keyType}
                onChange={chooseType}
                options={instantKeyTypes.map((k) => ({ id: k, label: t(`instantPayee.keyTypes.${k}`) }))}
                error={errors.instantKeyType ? t(`instantPayee.${errors.instantKeyType}`) : null}
              />
              <TextField
                label={t('instantPayee.key')}
                name="instantKey"
                autoComplete="off"
                spellCheck={false}
                value={key}
                onChange={(e) => changeKey(e.target.value)}
                onBlur={() => leave('instantKey')}
                error={
                  errors.instantKey === 'keyInvalid' && keyType
                    ? t(`instantPayee.keyInvalid.${keyType}`)
                    : errors.instantKey
                      ? t(`instantPayee.${errors.instantKey}`)
                      : null
                }
              />
              <div className="row-actions">
                <Button
                  variant="secondary"
                  onClick={() => lookUp()}
                  disabled={lookingUp}
                  aria-describedby={lookupProblem ? lookupErrorId : undefined}
                >
                  {t('instantPayee.lookUp')}
                </Button>
                {lookingUp ? <span role="status">{t('instantPayee.lookingUp')}</span> : null}
              </div>
              {lookupProblem ? (
                <p id={lookupErrorId} className="field-error">
                  {lookupProblem}
                </p>
              ) : null}
              {lookup ? (
                <section aria-labelledby={recipientTitleId}>
                  <h3 id={recipientTitleId}>{t('instantPayee.recipientTitle')}</h3>
                  <dl className="details-list">
                    <dt>{t('instantPayee.holder')}</dt>
                    <dd>{lookup.info.holderName}</dd>
                    <dt>{t('instantPayee.holderTaxId')}</dt>
                    <dd>{lookup.info.taxId}</dd>
                    <dt>{t('instantPayee.bank')}</dt>
                    <dd>{lookup.info.bankName}</dd>
                    <dt>{t('instantPayee.branch')}</dt>
                    <dd>{lookup.info.branch}</dd>
                    <dt>{t('instantPayee.account')}</dt>
                    <dd>
                      {lookup.info.accountNumber} · {t(`instantPayee.accountTypes.${lookup.info.accountType}`)}
                    </dd>
                  </dl>
                  {errors.recipient === 'bankNotInstant' ? (
                    <p role="alert" className="field-error">
                      {t('instantPayee.bankNotInstant')}
                    </p>
                  ) : confirmed ? (
                    <p role="status" className="tag tag-ok">
                      {t('instantPayee.confirmed', { name: lookup.info.holderName })}
                    </p>
                  ) : (
                    <Button onClick={() => confirm()}>{t('instantPayee.confirm')}</Button>
                  )}
                </section>
              ) : null}
              <details>
                <summary>{t('instantPayee.banksTitle')}</summary>
                <ul>
                  {banks.map((b) => (
                    <li key={String(b.bankCode)}>{b.bankName}</li>
                  ))}
                </ul>
              </details>
            </>
          )
        }
      </LoadStatus>
    </fieldset>
  );
}
