import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $customer } from '../../../entities/customer/index.ts';
import { CreatePersonalAccount } from '../../../features/create-personal-account/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, LoadStatus, TextField } from '../../../shared/ui/index.ts';
import {
  $accesses,
  $chooseError,
  $choosing,
  $listError,
  $listStatus,
  $search,
  CustomerAccessGate,
  SEARCH_ABOVE,
  accessRightsKey,
  customerChosen,
  filterAccesses,
  retryClicked,
  searchChanged,
} from '../model.ts';
import './customer-access.css';

/** Spec 1 §6: the acting-customer picker (spec 1 §2 start page "customer access list"). */
export function CustomerAccessPage() {
  useGate(CustomerAccessGate);
  const { t } = useTranslation();
  const [list, status, listError, chooseError, choosing, search, current] = useUnit([
    $accesses,
    $listStatus,
    $listError,
    $chooseError,
    $choosing,
    $search,
    $customer,
  ]);
  const [choose, onSearch, retry] = useUnit([customerChosen, searchChanged, retryClicked]);
  const text = useMessageText();
  const shown = list.length > SEARCH_ABOVE ? filterAccesses(list, search) : list;

  return (
    <>
      <h1>{t('customerAccess.title')}</h1>
      <p>{t('customerAccess.intro')}</p>
      {/* the list may be known already (the sign-in's customer access list): shown while it reloads */}
      <LoadStatus
        status={status}
        error={
          status !== 'failed'
            ? null
            : listError
              ? `${t('customerAccess.loadFailed')} ${text(listError)}`
              : t('customerAccess.loadFailed')
        }
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        shown={list.length > 0}
      >
        {() =>
          list.length === 0 ? (
            <p className="empty">{t('customerAccess.empty')}</p>
          ) : (
            <section className="panel" aria-labelledby="customer-access-list">
              <h2 id="customer-access-list">{t('customerAccess.listTitle', { count: list.length })}</h2>
              {list.length > SEARCH_ABOVE ? (
                <TextField
                  label={t('customerAccess.search')}
                  type="search"
                  value={search}
                  onChange={(e) => onSearch(e.target.value)}
                  autoComplete="off"
                />
              ) : null}
              {chooseError ? <Alert>{text(chooseError)}</Alert> : null}
              {shown.length === 0 ? (
                <p className="empty">{t('customerAccess.noMatch')}</p>
              ) : (
                <ul className="choice-list">
                  {shown.map((a) => (
                    <li key={a.customerId}>
                      <button
                        type="button"
                        className="choice"
                        disabled={choosing}
                        aria-current={current?.customerId === a.customerId ? 'true' : undefined}
                        onClick={() => choose(a.customerId)}
                      >
                        <span className="choice-title">{a.customerName}</span>
                        <span className="choice-detail">{a.customerUsername}</span>
                        <span className="choice-detail">{t(accessRightsKey(a.accessRights))}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )
        }
      </LoadStatus>
      <CreatePersonalAccount onSwitch={(id) => choose(id)} switching={choosing} />
    </>
  );
}
