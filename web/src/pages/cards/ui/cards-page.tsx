import type { Account } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $accounts } from '../../../entities/account/index.ts';
import {
  type CardKind,
  cardLists,
  cardStatusName,
  cardsListRoute,
  maskCardNumber,
} from '../../../entities/card/index.ts';
import { ApplyCard } from '../../../features/apply-card/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { paths, Link, Navigate } from '../../../shared/routes/index.ts';
import { Tabs } from '../../../shared/ui/index.ts';
import { $cardsStatus, CardsPageGate } from '../model.ts';
import { LoadState } from './load-state.tsx';
import { cardTitle } from './card-summary.tsx';

type Tab = CardKind | 'closed';
const tabs: readonly Tab[] = ['physical', 'virtual', 'closed'];

function CardTable({ cards, linked, label }: { cards: Account[]; linked: boolean; label: string }) {
  const { t, i18n } = useTranslation();
  if (cards.length === 0) return <p className="empty">{t('cards.empty')}</p>;
  return (
    <table className="accounts" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('cards.name')}</th>
          <th scope="col">{t('cards.number')}</th>
          <th scope="col">{t('cards.status')}</th>
          <th scope="col" className="num">
            {t('cards.balance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {cards.map((c) => (
          <tr key={c.accountId}>
            <th scope="row">
              {linked ? <Link to={paths.cardsAccount.getHref(c.accountId)}>{cardTitle(c)}</Link> : cardTitle(c)}
            </th>
            <td>{c.cardNumber ? maskCardNumber(c.cardNumber) : '—'}</td>
            <td>{t(`cards.statuses.${cardStatusName(c.accountStatusId)}`)}</td>
            <td className="num">{formatMoney(c.balance, c.currencyCode, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CardLists({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation();
  const route = cardsListRoute(accounts);
  const [tab, setTab] = useState<Tab>(route.to === 'list' ? route.list : 'physical');
  if (route.to === 'detail') return <Navigate to={paths.cardsAccount.getHref(route.accountId)} replace />;
  const lists = cardLists(accounts);
  return (
    <Tabs
      label={t('cards.title')}
      tabs={tabs.map((k) => ({ id: k, label: `${t(`cards.lists.${k}`)} (${lists[k].length})` }))}
      selected={tab}
      onChange={setTab}
    >
      {(k) => <CardTable cards={lists[k]} linked={k !== 'closed'} label={t(`cards.lists.${k}`)} />}
    </Tabs>
  );
}

/** /cards: physical, virtual and closed lists; spec 2 §2 cards routing on arrival. */
export function CardsPage() {
  useGate(CardsPageGate);
  const { t } = useTranslation();
  const [accounts, status] = useUnit([$accounts, $cardsStatus]);
  return (
    <>
      <h1>{t('cards.title')}</h1>
      <LoadState>{() => (status === 'ready' ? <CardLists accounts={accounts} /> : null)}</LoadState>
      <ApplyCard />
    </>
  );
}
