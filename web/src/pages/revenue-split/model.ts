import {
  type Contract,
  type ContractOrderBy,
  type ContractOrderDir,
  type ContractStatus,
  type ContractsMeta,
  contractList,
  contractRules,
  contractStatuses,
} from '@app/contracts';
import { activeContractStatuses, endedContractStatuses, pendingContractStatuses } from '@app/contracts';
import { createEvent, createStore, merge, sample } from 'effector';
import { createGate } from 'effector-react';
import { debounce } from 'patronum';
import { createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { contractNotified } from '../../entities/contract/index.ts';

/**
 * /revenue-split, the list (spec 3 §2; §7 "GET /contract: filters statuses, companyName, counterpartyName, orderBy
 * (COMPANY_NAME, INCOMING_FIRST, CREATED_AT; default CREATED_AT), orderDir (ASC default, DESC), page, pageSize. The
 * list screen uses pageSize 1000."; §3 "Contracts meta (list): total, requests, pending, active, ended, pay,
 * receive"). One page of 1000 holds them all. A choice of status or order asks at once; typing a name asks once the
 * typing pauses; the latest answer wins (the data primitive). Decision: the filters stay while the customer moves
 * between the list and a contract, and are cleared at sign-out.
 */

/** The status filter: every status, a group of spec 3 §4's statuses, or one of them. */
export type StatusFilter = 'all' | 'pending' | 'active' | 'ended' | ContractStatus;
export const statusFilters: readonly StatusFilter[] = ['all', 'pending', 'active', 'ended', ...contractStatuses];

export function statusesOf(filter: StatusFilter): readonly ContractStatus[] {
  switch (filter) {
    case 'all':
      return [];
    case 'pending':
      return pendingContractStatuses;
    case 'active':
      return activeContractStatuses;
    case 'ended':
      return endedContractStatuses;
    default:
      return [filter];
  }
}

export interface Filters {
  status: StatusFilter;
  companyName: string;
  counterpartyName: string;
  orderBy: ContractOrderBy;
  orderDir: ContractOrderDir;
}
export const defaultFilters: Filters = {
  status: 'all',
  companyName: '',
  counterpartyName: '',
  orderBy: 'CREATED_AT',
  orderDir: 'DESC',
};

/** GET /contract's query from the filters: empty filters are not sent; one page of spec 3 §9's 1000. */
export function listQueryOf(f: Filters) {
  const statuses = statusesOf(f.status);
  const company = f.companyName.trim();
  const counterparty = f.counterpartyName.trim();
  return {
    ...(statuses.length > 0 ? { statuses: statuses.join(',') } : {}),
    ...(company ? { companyName: company } : {}),
    ...(counterparty ? { counterpartyName: counterparty } : {}),
    orderBy: f.orderBy,
    orderDir: f.orderDir,
    page: contractRules.firstPage,
    pageSize: contractRules.listPageSize,
  };
}

export const ListGate = createGate();
export const statusChosen = createEvent<StatusFilter>();
export const orderChosen = createEvent<{ orderBy: ContractOrderBy; orderDir: ContractOrderDir }>();
export const companyTyped = createEvent<string>();
export const counterpartyTyped = createEvent<string>();
export const filtersCleared = createEvent();
export const retried = createEvent();

export const $filters = createStore<Filters>(defaultFilters)
  .on(statusChosen, (f, status) => ({ ...f, status }))
  .on(orderChosen, (f, o) => ({ ...f, ...o }))
  .on(companyTyped, (f, companyName) => ({ ...f, companyName }))
  .on(counterpartyTyped, (f, counterpartyName) => ({ ...f, counterpartyName }))
  .reset([filtersCleared, sessionEnded]);

export const listQuery = createApiQuery(contractList, {
  dialog: false,
  mapParams: (f: Filters) => ({ query: listQueryOf(f) }),
});

export const $list = createStore<{ contracts: Contract[]; meta: ContractsMeta } | null>(null)
  .on(listQuery.finished.success, (_, { result }) => ({ contracts: result.data, meta: result.meta }))
  .reset(sessionEnded);
export const $status = listQuery.$loadStatus;
export const $error = listQuery.$message;
export const $loading = listQuery.$pending;

/** Typing asks once it pauses (400 ms); a choice asks at once. */
const typed = debounce({ source: merge([companyTyped, counterpartyTyped]), timeout: 400 });
sample({
  clock: [ListGate.open, statusChosen, orderChosen, filtersCleared, retried, typed],
  source: $filters,
  target: listQuery.start,
});
// spec 3 §4 "Contract types silently reload contracts": the open list asks again with its filters, keeping what it shows
sample({
  clock: contractNotified,
  source: { open: ListGate.status, filters: $filters },
  filter: ({ open }) => open,
  fn: ({ filters }) => filters,
  target: listQuery.start,
});
