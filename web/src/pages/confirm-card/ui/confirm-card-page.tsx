import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskCardNumber } from '../../../entities/card/index.ts';
import {
  $confirmError,
  $confirmed,
  $confirming,
  $creditCards,
  $creditCardsStatus,
  confirmSubmitted,
  externalCardsStarted,
} from '../../../features/external-cards/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { paths, Link, useParams } from '../../../shared/routes/index.ts';
import { Alert, Button, LoadStatus, TextField } from '../../../shared/ui/index.ts';
import { ConfirmCardPageGate } from '../model.ts';

/** /confirm-card/{cardId}: confirm an added external card with the 4-digit code of its check. */
export function ConfirmCardPage() {
  const cardId = Number(useParams().cardId);
  useGate(ConfirmCardPageGate);
  const { t } = useTranslation();
  const [cards, status, error, confirmed, busy, submit, retry] = useUnit([
    $creditCards,
    $creditCardsStatus,
    $confirmError,
    $confirmed,
    $confirming,
    confirmSubmitted,
    externalCardsStarted,
  ]);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const text = useMessageText();
  const card = cards.find((c) => c.cardId === cardId);
  const codeError = tried && !/^\d{4}$/.test(code.trim()) ? t('externalCards.errors.code') : null;
  return (
    <>
      <h1>{t('externalCards.confirmTitle')}</h1>
      <p>
        <Link to={paths.addCard.getHref()}>{t('externalCards.backToCards')}</Link>
      </p>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('externalCards.loadFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={2}
      >
        {() =>
          !card ? (
            <Alert>{t('externalCards.notFound')}</Alert>
          ) : card.confirmed || confirmed ? (
            <Alert tone="info">{t('externalCards.confirmedText', { number: maskCardNumber(card.cardNumber) })}</Alert>
          ) : (
            <section className="panel" aria-labelledby="confirm-card-title">
              <h2 id="confirm-card-title">
                {card.cardBrand} {maskCardNumber(card.cardNumber)}
              </h2>
              <p>{t('externalCards.confirmHelp')}</p>
              {error ? <Alert>{text(error)}</Alert> : null}
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  setTried(true);
                  if (/^\d{4}$/.test(code.trim())) submit({ cardId, code });
                }}
              >
                <TextField
                  label={t('externalCards.code')}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={4}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  error={codeError}
                />
                <Button type="submit" disabled={busy}>
                  {t('externalCards.confirm')}
                </Button>
              </form>
            </section>
          )
        }
      </LoadStatus>
    </>
  );
}
