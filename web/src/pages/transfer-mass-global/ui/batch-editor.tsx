import { type GlobalPayBatch, globalFeeShares } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useCurrencyDecimals } from '../../../entities/dictionary/index.ts';
import { PaymentOutcome } from '../../../features/payment-outcome/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Alert, Button, ConfirmDialog, ErrorWithRetry } from '../../../shared/ui/index.ts';
import { batchActions, draftOf, draftProblems, fullUpdateProblems, problemKey, rowActions } from '../lib.ts';
import {
  $bulk,
  $editErrors,
  $editing,
  $rejectAsked,
  $rejectError,
  $rejecting,
  $submitError,
  $submitting,
  addClicked,
  bulkCanceled,
  bulkChanged,
  bulkSaved,
  bulkStarted,
  editClicked,
  feeShareChosen,
  methodToggled,
  newBatchClicked,
  rejectCanceled,
  rejectClicked,
  rejectConfirmed,
  removeClicked,
  restoreClicked,
  submitClicked,
  submitOutcome,
} from '../model.ts';
import { PaymentDialog } from './payment-dialog.tsx';

/** The draft batch: its payments, the fee side, the methods, then submit or reject (spec 2 §4). */
export function BatchEditor({ batch }: { batch: GlobalPayBatch }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const text = useMessageText();
  const [editing, errors, bulk, submitting, submitError, rejectAsked, rejecting, rejectError] = useUnit([
    $editing,
    $editErrors,
    $bulk,
    $submitting,
    $submitError,
    $rejectAsked,
    $rejecting,
    $rejectError,
  ]);
  const ev = useUnit({
    addClicked,
    editClicked,
    removeClicked,
    restoreClicked,
    feeShareChosen,
    methodToggled,
    bulkStarted,
    bulkCanceled,
    bulkChanged,
    bulkSaved,
    submitClicked,
    rejectClicked,
    rejectCanceled,
    rejectConfirmed,
    newBatchClicked,
  });
  const draft = batch.status === 'draft';
  const actions = batchActions(batch);
  const decimals = useCurrencyDecimals(batch.currencyCode);
  const bulkBad = bulk ? fullUpdateProblems(batch.payments, bulk, decimals) : [];
  // what is wrong with the first amount that cannot be sent (its currency's decimals, or not an amount above 0)
  const firstBad = bulk ? batch.payments.find((p) => p.id === bulkBad[0]) : undefined;
  const bulkProblem =
    firstBad && bulk ? draftProblems({ ...draftOf(firstBad), ...bulk[firstBad.id] }, decimals).amount : undefined;
  const money = (amount: string) => formatMoney(amount, batch.currencyCode, lang);
  const busy = editing || submitting;

  return (
    <>
      <section className="panel" aria-labelledby="global-batch-title">
        <h2 id="global-batch-title">
          {t('globalPay.batchTitle', { name: batch.batchName, batchId: batch.batchId })}{' '}
          <span className="tag">{t(`globalPay.status_${batch.status}`)}</span>
        </h2>
        {batch.status === 'rejected' ? (
          <Alert tone="info">
            <p>{t('globalPay.rejected')}</p>
          </Alert>
        ) : null}
        {batch.status === 'submitted' ? (
          <Alert tone="info">
            <p>{t('globalPay.submittedAlready')}</p>
          </Alert>
        ) : null}
        <dl className="details-list global-totals" aria-live="polite">
          <dt>{t('globalPay.payments')}</dt>
          <dd data-testid="batch-count">{batch.count}</dd>
          <dt>{t('globalPay.total')}</dt>
          <dd data-testid="batch-total">{money(batch.total)}</dd>
          <dt>{t('globalPay.totalFee')}</dt>
          <dd>{money(batch.totalFee)}</dd>
          <dt>{t('globalPay.totalDebit')}</dt>
          <dd data-testid="batch-debit">{money(batch.totalDebit)}</dd>
        </dl>
      </section>

      <section className="panel" aria-labelledby="global-payments-title">
        <h2 id="global-payments-title">{t('globalPay.payments')}</h2>
        {batch.payments.length === 0 ? <p className="empty">{t('globalPay.noPayments')}</p> : null}
        {batch.payments.length > 0 ? (
          <div className="global-table-scroll" tabIndex={0} role="region" aria-labelledby="global-payments-title">
            <table className="global-table" aria-busy={editing || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('globalPay.col_id')}</th>
                  <th scope="col" className="num">
                    {t('globalPay.col_amount')}
                  </th>
                  <th scope="col">{t('globalPay.col_description')}</th>
                  <th scope="col">{t('globalPay.col_beneficiaryType')}</th>
                  <th scope="col">{t('globalPay.col_beneficiaryName')}</th>
                  <th scope="col">{t('globalPay.col_beneficiaryEmail')}</th>
                  <th scope="col">{t('globalPay.col_beneficiaryCountryCode')}</th>
                  <th scope="col">{t('globalPay.col_feeShare')}</th>
                  {draft ? <th scope="col">{t('globalPay.col_actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {batch.payments.map((p) => {
                  const rowError = errors[`row:${String(p.id)}`];
                  const inBulk = bulk !== null && !p.removed;
                  return (
                    <tr
                      key={p.id}
                      className={p.removed ? 'global-removed' : undefined}
                      data-testid={`payment-${String(p.id)}`}
                    >
                      <th scope="row">
                        {p.id}
                        {p.removed ? (
                          <>
                            {' '}
                            <span className="tag tag-warning">{t('globalPay.removed')}</span>
                          </>
                        ) : null}
                      </th>
                      <td className="num">
                        {inBulk ? (
                          <input
                            className="global-cell-input"
                            aria-label={t('globalPay.amountOf', { id: p.id })}
                            aria-invalid={bulkBad.includes(p.id) || undefined}
                            inputMode="decimal"
                            value={bulk[p.id]?.amount ?? p.amount}
                            onChange={(e) =>
                              ev.bulkChanged({ paymentId: p.id, field: 'amount', value: e.target.value })
                            }
                          />
                        ) : (
                          money(p.amount)
                        )}
                      </td>
                      <td>
                        {inBulk ? (
                          <input
                            className="global-cell-input"
                            aria-label={t('globalPay.descriptionOf', { id: p.id })}
                            maxLength={140}
                            value={bulk[p.id]?.description ?? p.description}
                            onChange={(e) =>
                              ev.bulkChanged({ paymentId: p.id, field: 'description', value: e.target.value })
                            }
                          />
                        ) : (
                          p.description
                        )}
                      </td>
                      <td>{t(`globalPay.type_${p.beneficiaryType}`, { defaultValue: p.beneficiaryType })}</td>
                      <td>{p.beneficiaryName}</td>
                      <td className="global-email">{p.beneficiaryEmail}</td>
                      <td>{p.beneficiaryCountryCode}</td>
                      <td>{t(`globalPay.fee_${p.feeShare}`)}</td>
                      {draft ? (
                        <td>
                          <div className="row-actions">
                            {rowActions(batch.status, p).map((a) =>
                              a === 'edit' ? (
                                <Button
                                  key={a}
                                  variant="link"
                                  disabled={busy || bulk !== null}
                                  aria-label={t('globalPay.editNamed', { id: p.id })}
                                  onClick={() => ev.editClicked(p.id)}
                                >
                                  {t('globalPay.edit')}
                                </Button>
                              ) : a === 'remove' ? (
                                <Button
                                  key={a}
                                  variant="link"
                                  disabled={busy || bulk !== null}
                                  aria-label={t('globalPay.removeNamed', { id: p.id })}
                                  onClick={() => ev.removeClicked(p.id)}
                                >
                                  {t('globalPay.remove')}
                                </Button>
                              ) : (
                                <Button
                                  key={a}
                                  variant="link"
                                  disabled={busy || bulk !== null}
                                  aria-label={t('globalPay.restoreNamed', { id: p.id })}
                                  onClick={() => ev.restoreClicked(p.id)}
                                >
                                  {t('globalPay.restore')}
                                </Button>
                              ),
                            )}
                          </div>
                          {rowError ? (
                            <p className="field-error" role="alert">
                              {text(rowError)}
                            </p>
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
        {draft ? (
          <div className="form-footer global-table-actions">
            {bulk === null ? (
              <>
                <Button variant="secondary" disabled={busy} onClick={() => ev.addClicked()}>
                  {t('globalPay.add')}
                </Button>
                {batch.count > 0 ? (
                  <Button variant="secondary" disabled={busy} onClick={() => ev.bulkStarted()}>
                    {t('globalPay.editAll')}
                  </Button>
                ) : null}
              </>
            ) : (
              <>
                <Button disabled={busy || bulkBad.length > 0} onClick={() => ev.bulkSaved()}>
                  {t('globalPay.saveAll')}
                </Button>
                <Button variant="secondary" onClick={() => ev.bulkCanceled()}>
                  {t('common.cancel')}
                </Button>
              </>
            )}
          </div>
        ) : null}
        {bulkProblem ? <p className="field-error">{t(problemKey(bulkProblem))}</p> : null}
        <ErrorWithRetry message={errors.all ? text(errors.all) : null} />
      </section>

      <section className="panel" aria-labelledby="global-fee-title">
        <h2 id="global-fee-title">{t('globalPay.feeSide')}</h2>
        <fieldset className="global-choice" disabled={!draft || busy}>
          <legend className="visually-hidden">{t('globalPay.feeSide')}</legend>
          {globalFeeShares.map((share) => (
            <label key={share} className="transfer-check">
              <input
                type="radio"
                name="feeShare"
                value={share}
                checked={batch.feeShare === share}
                onChange={() => ev.feeShareChosen(share)}
              />{' '}
              {t(`globalPay.fee_${share}`)}
            </label>
          ))}
        </fieldset>
        <ErrorWithRetry message={errors.fee ? text(errors.fee) : null} />
      </section>

      <section className="panel" aria-labelledby="global-methods-title">
        <h2 id="global-methods-title">{t('globalPay.methods')}</h2>
        <p>{t('globalPay.methodsHint')}</p>
        {batch.paymentMethods.length === 0 ? (
          <p className="empty">{t('globalPay.noMethods')}</p>
        ) : (
          <ul className="item-list">
            {batch.paymentMethods.map((m) => {
              const error = errors[`method:${m.name}`];
              return (
                <li key={m.name}>
                  <label className="transfer-check">
                    <input
                      type="checkbox"
                      checked={!m.forbidden}
                      disabled={!draft || busy}
                      onChange={(e) => ev.methodToggled({ method: m.name, forbidden: !e.target.checked })}
                    />{' '}
                    {t('globalPay.methodAllowedNamed', {
                      method: t(`globalPay.method_${m.name}`, { defaultValue: m.name }),
                    })}
                  </label>
                  {error ? (
                    <p className="field-error" role="alert">
                      {text(error)}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="panel" aria-labelledby="global-send-title">
        <h2 id="global-send-title" className="visually-hidden">
          {t('globalPay.submit')}
        </h2>
        {submitError ? (
          <Alert>
            <p>{text(submitError)}</p>
          </Alert>
        ) : null}
        <div className="form-footer">
          {actions.submit ? (
            <Button
              disabled={busy || bulk !== null}
              aria-busy={submitting || undefined}
              onClick={() => ev.submitClicked()}
            >
              {submitting ? t('globalPay.sending') : t('globalPay.submitTotal', { total: money(batch.totalDebit) })}
            </Button>
          ) : null}
          {actions.reject ? (
            <Button variant="secondary" disabled={busy} onClick={() => ev.rejectClicked()}>
              {t('globalPay.reject')}
            </Button>
          ) : null}
          {!draft ? (
            <Button variant="secondary" onClick={() => ev.newBatchClicked()}>
              {t('globalPay.newBatch')}
            </Button>
          ) : null}
        </div>
      </section>
      <PaymentOutcome outcome={submitOutcome} />
      <PaymentDialog />
      {rejectAsked ? (
        <ConfirmDialog
          title={t('globalPay.rejectTitle')}
          confirmLabel={t('globalPay.rejectConfirm')}
          cancelLabel={t('common.cancel')}
          busy={rejecting}
          onConfirm={() => ev.rejectConfirmed()}
          onCancel={() => ev.rejectCanceled()}
        >
          <p>{t('globalPay.rejectText')}</p>
          {rejectError ? (
            <Alert>
              <p>{text(rejectError)}</p>
            </Alert>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
