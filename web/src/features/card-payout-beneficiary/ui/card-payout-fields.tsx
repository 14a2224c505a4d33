import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { LoadStatus, TextField } from '../../../shared/ui/index.ts';
import { payoutCardLabel } from '../lib.ts';
import {
  $beneficiaryName,
  $binInfo,
  $binLookup,
  $blockedBinsStatus,
  $cardNumber,
  $errors,
  $payload,
  blockedBinsRetried,
  cardNumberChanged,
  fieldLeft,
  nameChanged,
} from '../model.ts';

/** The card payout (oct) beneficiary: cardholder's name and card number, with what the card's BIN says. */
export function CardPayoutBeneficiaryFields() {
  const { t } = useTranslation();
  const [name, cardNumber, errors, status, binInfo, lookup, payload] = useUnit([
    $beneficiaryName,
    $cardNumber,
    $errors,
    $blockedBinsStatus,
    $binInfo,
    $binLookup,
    $payload,
  ]);
  const [changeName, changeCard, leave, retry] = useUnit([
    nameChanged,
    cardNumberChanged,
    fieldLeft,
    blockedBinsRetried,
  ]);
  return (
    <fieldset className="field beneficiary-block" data-testid="card-payout-beneficiary">
      <legend>{t('cardPayout.legend')}</legend>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('cardPayout.blockedListFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={2}
      >
        {() => (
          <>
            <TextField
              label={t('cardPayout.beneficiaryName')}
              name="beneficiaryName"
              autoComplete="off"
              value={name}
              onChange={(e) => changeName(e.target.value)}
              onBlur={() => leave('beneficiaryName')}
              error={errors.beneficiaryName ? t(`cardPayout.${errors.beneficiaryName}`) : null}
            />
            <TextField
              label={t('cardPayout.cardNumber')}
              name="cardNumber"
              inputMode="numeric"
              autoComplete="off"
              value={cardNumber}
              onChange={(e) => changeCard(e.target.value)}
              onBlur={() => leave('cardNumber')}
              error={errors.cardNumber ? t(`externalTransfer.field.${errors.cardNumber}`) : null}
            />
            <p role="status">
              {lookup === 'checking'
                ? t('cardPayout.checking')
                : lookup === 'failed'
                  ? t('cardPayout.binFailed')
                  : binInfo === null
                    ? null
                    : binInfo.valid
                      ? t('cardPayout.binInfo', {
                          brand: binInfo.cardBrand,
                          type: binInfo.cardType,
                          issuer: binInfo.issuer,
                        })
                      : t('cardPayout.binUnknown')}
            </p>
            {payload ? <p>{t('cardPayout.payingTo', { card: payoutCardLabel(payload.cardNumber) })}</p> : null}
          </>
        )}
      </LoadStatus>
    </fieldset>
  );
}
