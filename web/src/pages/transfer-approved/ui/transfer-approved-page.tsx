import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionRequestTypes } from '@app/contracts';
import { $accessInfo, $isBusiness } from '../../../entities/customer/index.ts';
import { PaymentOutcome } from '../../../features/payment-outcome/index.ts';
import { approvalRole } from '../../../entities/transaction-request/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { Button, CodeField, Dialog, SelectField, TextField } from '../../../shared/ui/index.ts';
import { paths, useLocation, useNavigate } from '../../../shared/routes/index.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import { ApprovalsNav } from '../../../widgets/approvals-nav/index.ts';
import { TransfersNav } from '../../../widgets/transfers-nav/index.ts';
import {
  type RequestFilter,
  addressOf,
  emptyRequestFilter,
  isMass,
  pagesOf,
  requestFilterProblems,
  requestKey,
  selectedIds,
} from '../lib.ts';
import {
  $codeError,
  $codeStep,
  $deciding,
  $filter,
  $list,
  $listError,
  $loading,
  $notice,
  $page,
  $selected,
  $status,
  ApprovedGate,
  allToggled,
  approveOutcome,
  codeClosed,
  codeSubmitted,
  confirmOutcome,
  decided,
  massOutcome,
  noticeClosed,
  retried,
  toggled,
} from '../model.ts';
import './transfer-approved.css';

/**
 * /transfer/approved (spec 2 §2; §4 "Transaction requests"; §6 "Right value 3 changes the approval wording"; §7
 * "Business approvals"): the company's transaction requests, 50 a page, filtered by type, single or mass, dates and
 * creator. A user with full access approves or declines one, a selection or a mass batch; a user with right 3
 * (initiate) reads the requests with the initiate wording and cannot decide them.
 */
export function TransferApprovedPage() {
  // the filter and the page live in the address: a reload keeps them, back and forward move through them
  const { search: query } = useLocation();
  const navigate = useNavigate();
  useGate(ApprovedGate, { query });
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  const [list, status, error, loading, applied, page, selected, deciding, codeStep, codeError, notice] = useUnit([
    $list,
    $status,
    $listError,
    $loading,
    $filter,
    $page,
    $selected,
    $deciding,
    $codeStep,
    $codeError,
    $notice,
  ]);
  const [isBusiness, accessInfo] = useUnit([$isBusiness, $accessInfo]);
  const [retry, toggle, toggleAll, decide, submitCode, closeCode, closeNotice] = useUnit([
    retried,
    toggled,
    allToggled,
    decided,
    codeSubmitted,
    codeClosed,
    noticeClosed,
  ]);
  const role = approvalRole(isBusiness, accessInfo?.accessRights);
  const approver = role === 'approver';
  const [form, setForm] = useState<RequestFilter>(applied);
  // the form shows the address's filter (a reload, back or forward)
  useEffect(() => setForm(applied), [applied]);
  const go = (filter: RequestFilter, p: number) =>
    navigate(`${paths.transferApproved.getHref()}${addressOf({ filter, page: p })}`);
  const apply = (filter: RequestFilter) => go(filter, 1);
  const choosePage = (p: number) => go(applied, p);
  const [submitted, setSubmitted] = useState(false);
  const [code, setCode] = useState('');
  const problems = requestFilterProblems(form);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length === 0) apply(form);
  };
  const onReset = () => {
    setForm(emptyRequestFilter);
    setSubmitted(false);
    apply(emptyRequestFilter);
  };
  const field = (name: 'fromDate' | 'toDate' | 'createdBy') => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: submitted && problems[name] ? t(`approvals.errors.${problems[name]}`) : null,
  });
  const requests = list?.requests ?? [];
  const ids = selectedIds(requests, selected);
  const selectable = requests.filter((r) => !isMass(r) && r.status === 'pending');
  const allSelected = selectable.length > 0 && selectable.every((r) => selected.has(requestKey(r)));
  const pages = pagesOf(list?.total ?? 0);
  const filtered = JSON.stringify(applied) !== JSON.stringify(emptyRequestFilter);
  const title = t(role === 'initiator' ? 'approvals.initiatorTitle' : 'approvals.title');

  return (
    <section aria-labelledby="approvals-title" className="approvals">
      <h1 id="approvals-title">{title}</h1>
      <TransfersNav />
      <ApprovalsNav />
      {role === 'initiator' ? <p className="approvals-lead">{t('approvals.initiatorLead')}</p> : null}
      {role === 'reader' ? <p className="approvals-lead">{t('approvals.readerLead')}</p> : null}
      <form className="panel approvals-filters" noValidate onSubmit={onSubmit} aria-label={t('approvals.filters')}>
        <SelectField<'' | (typeof transactionRequestTypes)[number]>
          label={t('approvals.transactionType')}
          options={[
            { id: '', label: t('approvals.any') },
            ...transactionRequestTypes.map((id) => ({ id, label: t(`approvals.types.${id}`) })),
          ]}
          value={form.transactionType}
          onChange={(transactionType) => setForm((f) => ({ ...f, transactionType }))}
        />
        <SelectField<'' | 'single' | 'mass'>
          label={t('approvals.groupedTransactionType')}
          options={[
            { id: '', label: t('approvals.any') },
            { id: 'single', label: t('approvals.grouped.single') },
            { id: 'mass', label: t('approvals.grouped.mass') },
          ]}
          value={form.groupedTransactionType}
          onChange={(groupedTransactionType) => setForm((f) => ({ ...f, groupedTransactionType }))}
        />
        <TextField label={t('approvals.fromDate')} type="date" {...field('fromDate')} />
        <TextField label={t('approvals.toDate')} type="date" {...field('toDate')} />
        <TextField label={t('approvals.createdBy')} type="email" {...field('createdBy')} />
        <div className="form-footer">
          <Button type="submit" disabled={loading}>
            {t('approvals.apply')}
          </Button>
          <Button variant="secondary" onClick={onReset} disabled={loading}>
            {t('approvals.reset')}
          </Button>
        </div>
      </form>

      {notice ? (
        <p className="approvals-notice" role="status">
          {t(notice.declined ? 'approvals.declinedNotice' : 'approvals.approvedNotice', { n: notice.completed })}
          {notice.failed > 0 ? ` ${t('approvals.failedNotice', { n: notice.failed })}` : ''}{' '}
          <Button variant="secondary" onClick={() => closeNotice()}>
            {t('common.close')}
          </Button>
        </p>
      ) : null}

      {/* a lost approval answer being checked, then its outcome (shared/money-outcome) */}
      <PaymentOutcome outcome={approveOutcome} wording="approval" />
      <PaymentOutcome outcome={massOutcome} wording="approval" />
      <PaymentOutcome outcome={confirmOutcome} wording="approval" />

      <Loadable status={status} error={error} onRetry={() => retry()} lines={6} shown={list !== null}>
        {() =>
          list === null ? null : requests.length === 0 ? (
            <p className="empty">{t(filtered ? 'approvals.emptyFiltered' : 'approvals.empty')}</p>
          ) : (
            <>
              {approver ? (
                <div className="approvals-bulk" role="group" aria-label={t('approvals.selection')}>
                  <label className="approvals-check">
                    <input
                      type="checkbox"
                      checked={allSelected}
                      disabled={selectable.length === 0 || deciding}
                      onChange={(e) => toggleAll(e.target.checked)}
                    />
                    {t('approvals.selectAll')}
                  </label>
                  <Button
                    disabled={deciding || ids.length === 0}
                    onClick={() => decide({ kind: 'single', transactionIds: ids, declined: false })}
                  >
                    {t('approvals.approveSelected', { n: ids.length })}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={deciding || ids.length === 0}
                    onClick={() => decide({ kind: 'single', transactionIds: ids, declined: true })}
                  >
                    {t('approvals.declineSelected', { n: ids.length })}
                  </Button>
                </div>
              ) : null}
              <p className="approvals-count" aria-live="polite">
                {t('approvals.results', { n: list.total })}
              </p>
              <div className="approvals-scroll">
                <table className="accounts approvals-table" aria-busy={loading || deciding}>
                  <caption className="visually-hidden">{title}</caption>
                  <thead>
                    <tr>
                      {approver ? (
                        <th scope="col">
                          <span className="visually-hidden">{t('approvals.columns.select')}</span>
                        </th>
                      ) : null}
                      <th scope="col">{t('approvals.columns.to')}</th>
                      <th scope="col">{t('approvals.columns.type')}</th>
                      <th scope="col">{t('approvals.columns.created')}</th>
                      <th scope="col">{t('approvals.columns.createdBy')}</th>
                      <th scope="col" className="num">
                        {t('approvals.columns.amount')}
                      </th>
                      <th scope="col">{t('approvals.columns.status')}</th>
                      {approver ? (
                        <th scope="col">
                          <span className="visually-hidden">{t('approvals.columns.actions')}</span>
                        </th>
                      ) : null}
                    </tr>
                  </thead>
                  <tbody>
                    {requests.map((r) => {
                      const key = requestKey(r);
                      const mass = isMass(r);
                      const pending = r.status === 'pending';
                      const decide1 = (declined: boolean) =>
                        mass && r.batchId !== null
                          ? decide({ kind: 'mass', batchId: r.batchId, declined })
                          : decide({ kind: 'single', transactionIds: r.transactionIds, declined });
                      return (
                        <tr key={key} data-status={r.status}>
                          {approver ? (
                            <td>
                              {!mass && pending ? (
                                <input
                                  type="checkbox"
                                  aria-label={t('approvals.select', { to: r.to })}
                                  checked={selected.has(key)}
                                  disabled={deciding}
                                  onChange={() => toggle(key)}
                                />
                              ) : null}
                            </td>
                          ) : null}
                          <th scope="row">{r.to}</th>
                          <td>
                            {t(`approvals.types.${r.transactionType}`)}
                            {mass ? (
                              <span className="approvals-meta">{t('approvals.massBatch', { id: r.batchId })}</span>
                            ) : null}
                          </td>
                          <td>{formatDateTime(r.created, lang)}</td>
                          <td>{r.createdBy.email}</td>
                          <td className="num">{formatMoney(r.amount, r.currencyCode, lang)}</td>
                          <td>{t(`approvals.statuses.${r.status}`)}</td>
                          {approver ? (
                            <td className="approvals-actions">
                              {pending ? (
                                <>
                                  <Button disabled={deciding} onClick={() => decide1(false)}>
                                    {t(mass ? 'approvals.approveBatch' : 'approvals.approve')}
                                    <span className="visually-hidden"> {r.to}</span>
                                  </Button>
                                  <Button variant="secondary" disabled={deciding} onClick={() => decide1(true)}>
                                    {t(mass ? 'approvals.declineBatch' : 'approvals.decline')}
                                    <span className="visually-hidden"> {r.to}</span>
                                  </Button>
                                </>
                              ) : null}
                            </td>
                          ) : null}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {pages > 1 || page > 1 ? (
                <Pager
                  page={page}
                  pages={pages}
                  onPage={(p) => choosePage(p)}
                  busy={loading}
                  label={t('approvals.pages')}
                  previousLabel={t('approvals.previous')}
                  nextLabel={t('approvals.next')}
                  pageLabel={t('approvals.page', { page, pages })}
                />
              ) : null}
            </>
          )
        }
      </Loadable>

      {codeStep ? (
        <Dialog
          title={t('approvals.codeTitle')}
          onClose={() => {
            setCode('');
            closeCode();
          }}
          actions={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setCode('');
                  closeCode();
                }}
              >
                {t('common.cancel')}
              </Button>
              <Button type="submit" form="approvals-code" disabled={deciding || code.trim() === ''}>
                {t('approvals.confirm')}
              </Button>
            </>
          }
        >
          <form
            id="approvals-code"
            onSubmit={(e) => {
              e.preventDefault();
              submitCode(code);
            }}
          >
            {codeStep.sentTo ? <p>{t('approvals.codeSent', { to: codeStep.sentTo })}</p> : null}
            <CodeField
              label={t('approvals.code')}
              value={code}
              onChange={setCode}
              error={codeError ? text(codeError) : null}
              required
            />
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}
