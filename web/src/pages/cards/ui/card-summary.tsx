import type { Account } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { cardStatusName, maskCardNumber } from '../../../entities/card/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';

export const cardTitle = (a: Account): string =>
  a.cardAliasName ?? (a.cardNumber ? maskCardNumber(a.cardNumber) : String(a.accountId));

/** A card's name, number, status, expiry and balance. */
export function CardFacts({ card }: { card: Account }) {
  const { t, i18n } = useTranslation();
  const expiry =
    card.cardExpiryMonth && card.cardExpiryYear
      ? `${String(card.cardExpiryMonth).padStart(2, '0')}/${String(card.cardExpiryYear).slice(-2)}`
      : null;
  return (
    <dl className="details-list card-facts">
      <dt>{t('cards.number')}</dt>
      <dd data-testid="card-number">{card.cardNumber ? maskCardNumber(card.cardNumber) : '—'}</dd>
      <dt>{t('cards.kind')}</dt>
      <dd>{card.cardIsVirtual ? t('cards.virtual') : t('cards.physical')}</dd>
      <dt>{t('cards.status')}</dt>
      <dd data-testid="card-status">{t(`cards.statuses.${cardStatusName(card.accountStatusId)}`)}</dd>
      {expiry ? (
        <>
          <dt>{t('cards.expiry')}</dt>
          <dd>{expiry}</dd>
        </>
      ) : null}
      <dt>{t('cards.balance')}</dt>
      <dd data-testid="card-balance">{formatMoney(card.balance, card.currencyCode, i18n.language)}</dd>
    </dl>
  );
}
