import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskCardNumber } from '../../../entities/card/index.ts';
import {
  $addError,
  $addedCardId,
  $adding,
  $binInfo,
  $creditCards,
  $creditCardsStatus,
  addSubmitted,
  cardNumberTyped,
  externalCardsStarted,
  validateAdd,
} from '../../../features/external-cards/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { paths, Link, Navigate } from '../../../shared/routes/index.ts';
import { Alert, Button, LoadStatus, TextField } from '../../../shared/ui/index.ts';
import { AddCardPageGate } from '../model.ts';

function CardList() {
  const { t } = useTranslation();
  const [cards, status, retry] = useUnit([$creditCards, $creditCardsStatus, externalCardsStarted]);
  return (
    <LoadStatus
      status={status}
      error={status === 'failed' ? t('externalCards.loadFailed') : null}
      onRetry={() => retry()}
      retryLabel={t('common.retry')}
      loadingLabel={t('common.loading')}
      lines={2}
    >
      {() =>
        cards.length === 0 ? (
          <p className="empty">{t('externalCards.empty')}</p>
        ) : (
          <ul className="announcements">
            {cards.map((c) => (
              <li key={c.cardId} data-testid={`external-card-${c.cardId}`}>
                <strong>{c.cardBrand}</strong> {maskCardNumber(c.cardNumber)} · {String(c.expiryMonth).padStart(2, '0')}
                /{String(c.expiryYear).slice(-2)} · {c.holderName} ·{' '}
                {c.confirmed ? (
                  t('externalCards.confirmed')
                ) : (
                  <Link to={paths.confirmCard.getHref(c.cardId)}>
                    {t('externalCards.confirmLink', { last4: c.cardNumber.slice(-4) })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </LoadStatus>
  );
}

/** /add-card: add an external card (BIN info as the number is typed), then confirm it at /confirm-card/{cardId}. */
export function AddCardPage() {
  useGate(AddCardPageGate);
  const { t } = useTranslation();
  const [error, added, bin, busy, typed, submit] = useUnit([
    $addError,
    $addedCardId,
    $binInfo,
    $adding,
    cardNumberTyped,
    addSubmitted,
  ]);
  const [values, setValues] = useState({ cardNumber: '', expiry: '', holderName: '' });
  const [tried, setTried] = useState(false);
  const errors = validateAdd(values);
  const text = useMessageText();
  if (added !== null) return <Navigate to={paths.confirmCard.getHref(added)} />;
  return (
    <>
      <h1>{t('externalCards.addTitle')}</h1>
      <section className="panel" aria-labelledby="add-card-form-title">
        <h2 id="add-card-form-title">{t('externalCards.newCard')}</h2>
        {error ? <Alert>{text(error)}</Alert> : null}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            submit(values);
          }}
        >
          <TextField
            label={t('externalCards.cardNumber')}
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            value={values.cardNumber}
            onChange={(e) => {
              setValues({ ...values, cardNumber: e.target.value });
              typed(e.target.value);
            }}
            error={tried && errors.cardNumber ? t(`externalCards.errors.cardNumber.${errors.cardNumber}`) : null}
          />
          {bin ? (
            <p data-testid="bin-info" aria-live="polite">
              {bin.valid
                ? t('externalCards.binInfo', { brand: bin.cardBrand, issuer: bin.issuer, type: bin.cardType })
                : t('externalCards.binUnknown')}
            </p>
          ) : null}
          <TextField
            label={t('externalCards.expiry')}
            name="expiry"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={values.expiry}
            onChange={(e) => setValues({ ...values, expiry: e.target.value })}
            error={tried && errors.expiry ? t(`externalCards.errors.expiry.${errors.expiry}`) : null}
          />
          <TextField
            label={t('externalCards.holderName')}
            name="holderName"
            autoComplete="cc-name"
            value={values.holderName}
            onChange={(e) => setValues({ ...values, holderName: e.target.value })}
            error={tried && errors.holderName ? t('externalCards.errors.holderName') : null}
          />
          <Button type="submit" disabled={busy}>
            {t('externalCards.add')}
          </Button>
        </form>
      </section>
      <section className="panel" aria-labelledby="external-cards-title">
        <h2 id="external-cards-title">{t('externalCards.listTitle')}</h2>
        <CardList />
      </section>
    </>
  );
}
