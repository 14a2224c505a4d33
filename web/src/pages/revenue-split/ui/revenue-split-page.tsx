import type { ContractOrderBy, ContractOrderDir, ContractsMeta } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ContractShare, ContractStatusTag, contractView } from '../../../entities/contract/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Link, paths } from '../../../shared/routes/index.ts';
import { Button, SelectField, TextField } from '../../../shared/ui/index.ts';
import {
  $error,
  $filters,
  $list,
  $loading,
  $status,
  ListGate,
  type StatusFilter,
  companyTyped,
  counterpartyTyped,
  filtersCleared,
  orderChosen,
  retried,
  statusChosen,
  statusFilters,
} from '../model.ts';
import { ContractsAvailability } from '../../../widgets/contracts-availability/index.ts';
import './revenue-split.css';

const orders: readonly { id: string; orderBy: ContractOrderBy; orderDir: ContractOrderDir }[] = [
  { id: 'CREATED_AT-DESC', orderBy: 'CREATED_AT', orderDir: 'DESC' },
  { id: 'CREATED_AT-ASC', orderBy: 'CREATED_AT', orderDir: 'ASC' },
  { id: 'COMPANY_NAME-ASC', orderBy: 'COMPANY_NAME', orderDir: 'ASC' },
  { id: 'COMPANY_NAME-DESC', orderBy: 'COMPANY_NAME', orderDir: 'DESC' },
  { id: 'INCOMING_FIRST-ASC', orderBy: 'INCOMING_FIRST', orderDir: 'ASC' },
];

const counters: readonly ('total' | 'requests' | 'pending' | 'active' | 'ended' | 'pay' | 'receive')[] = [
  'total',
  'requests',
  'pending',
  'active',
  'ended',
  'pay',
  'receive',
];

function Counters({ meta }: { meta: ContractsMeta }) {
  const { t } = useTranslation();
  return (
    <dl className="revenue-split-counters" data-testid="contracts-meta">
      {counters.map((k) => (
        <div key={k} data-counter={k}>
          <dt>{t(`revenueSplit.meta.${k}`)}</dt>
          <dd>{meta[k]}</dd>
        </div>
      ))}
    </dl>
  );
}

function FiltersBar() {
  const { t } = useTranslation();
  const [filters, chooseStatus, chooseOrder, typeCompany, typeCounterparty, clear] = useUnit([
    $filters,
    statusChosen,
    orderChosen,
    companyTyped,
    counterpartyTyped,
    filtersCleared,
  ]);
  const order = `${filters.orderBy}-${filters.orderDir}`;
  return (
    <form
      className="revenue-split-filters"
      role="search"
      aria-label={t('revenueSplit.filters.title')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SelectField<StatusFilter>
        label={t('revenueSplit.filters.status')}
        options={statusFilters.map((s) => ({
          id: s,
          label: t(
            s === 'all' || s === 'pending' || s === 'active' || s === 'ended'
              ? `revenueSplit.groups.${s}`
              : `revenueSplit.statuses.${s}`,
          ),
        }))}
        value={filters.status}
        onChange={(s) => chooseStatus(s)}
      />
      <TextField
        label={t('revenueSplit.filters.company')}
        type="search"
        value={filters.companyName}
        onChange={(e) => typeCompany(e.target.value)}
        maxLength={256}
      />
      <TextField
        label={t('revenueSplit.filters.counterparty')}
        type="search"
        value={filters.counterpartyName}
        onChange={(e) => typeCounterparty(e.target.value)}
        maxLength={256}
      />
      <SelectField<string>
        label={t('revenueSplit.filters.order')}
        options={orders.map((o) => ({ id: o.id, label: t(`revenueSplit.orders.${o.id}`) }))}
        value={order}
        onChange={(id) => {
          const o = orders.find((x) => x.id === id);
          if (o) chooseOrder({ orderBy: o.orderBy, orderDir: o.orderDir });
        }}
      />
      <Button variant="secondary" type="button" onClick={() => clear()}>
        {t('revenueSplit.filters.clear')}
      </Button>
    </form>
  );
}

/**
 * /revenue-split (spec 3 §2): the customer's revenue-split contracts with the meta counters, filters by status,
 * company and counterparty, and the order; each row opens its contract.
 */
export function RevenueSplitPage() {
  const { t } = useTranslation();
  return (
    <section className="revenue-split" aria-labelledby="revenue-split-title">
      <div className="revenue-split-head">
        <h1 id="revenue-split-title">{t('revenueSplit.title')}</h1>
        <ContractsAvailability>
          <Link className="btn btn-primary" to={paths.revenueSplitNew.getHref()}>
            {t('revenueSplit.new')}
          </Link>
        </ContractsAvailability>
      </div>
      <p className="revenue-split-intro">{t('revenueSplit.intro')}</p>
      <ContractsAvailability explain>
        <List />
      </ContractsAvailability>
    </section>
  );
}

function List() {
  const { t } = useTranslation();
  useGate(ListGate);
  const [list, status, error, loading, filters, retry, clear] = useUnit([
    $list,
    $status,
    $error,
    $loading,
    $filters,
    retried,
    filtersCleared,
  ]);
  const filtered =
    filters.status !== 'all' || filters.companyName.trim() !== '' || filters.counterpartyName.trim() !== '';
  return (
    <>
      {list ? <Counters meta={list.meta} /> : null}
      <FiltersBar />
      <Loadable status={status} error={error} onRetry={() => retry()} lines={6} shown={list !== null}>
        {() =>
          list === null ? null : list.contracts.length === 0 ? (
            filtered ? (
              <p className="empty">
                {t('revenueSplit.noneMatch')}{' '}
                <Button variant="link" onClick={() => clear()}>
                  {t('revenueSplit.filters.clear')}
                </Button>
              </p>
            ) : (
              <p className="empty">
                {t('revenueSplit.empty')} <Link to={paths.revenueSplitNew.getHref()}>{t('revenueSplit.new')}</Link>
              </p>
            )
          ) : (
            <table className="table revenue-split-list" aria-busy={loading} data-testid="contracts">
              <caption className="visually-hidden">{t('revenueSplit.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('revenueSplit.columns.company')}</th>
                  <th scope="col">{t('revenueSplit.columns.counterparty')}</th>
                  <th scope="col">{t('revenueSplit.columns.side')}</th>
                  <th scope="col" className="num">
                    {t('revenueSplit.columns.percentage')}
                  </th>
                  <th scope="col">{t('revenueSplit.columns.status')}</th>
                  <th scope="col">{t('revenueSplit.columns.activeFrom')}</th>
                </tr>
              </thead>
              <tbody>
                {list.contracts.map((c) => {
                  const v = contractView(c);
                  return (
                    <tr key={c.id} data-contract={c.id}>
                      <td>
                        <Link to={paths.revenueSplitContract.getHref(c.id)}>{c.company.title}</Link>
                        {!v.isInitiator && (c.status === 'UNSIGNED' || c.status === 'WAITING') && !v.signedByMe ? (
                          <span className="revenue-split-request">{t('revenueSplit.request')}</span>
                        ) : null}
                      </td>
                      <td>
                        <span className="revenue-split-name">{v.counterparty.name}</span>
                        <span className="revenue-split-email">{v.counterparty.username}</span>
                      </td>
                      <td>{t(`revenueSplit.directions.${c.direction}`)}</td>
                      <td className="num">
                        <ContractShare percentage={c.percentage} />
                      </td>
                      <td>
                        <ContractStatusTag status={c.status} />
                      </td>
                      <td>{c.activeFrom.slice(0, 10)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        }
      </Loadable>
    </>
  );
}
