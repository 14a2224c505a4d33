import type { MonthlyStatement } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../../entities/account/index.ts';
import { AccountConfirmationButton } from '../../../features/account-confirmation/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button, ErrorWithRetry, FormDialog, TextField } from '../../../shared/ui/index.ts';
import {
  $account,
  $actionError,
  $active,
  $build,
  $downloading,
  $listStatus,
  $mailBusy,
  $mailError,
  $mailOpen,
  $page,
  $sentTo,
  StatementsPageGate,
  accountSelected,
  buildStopped,
  downloaded,
  listQuery,
  listRetried,
  mailClosed,
  mailOpened,
  mailSent,
  pageChanged,
  pageCount,
  prepared,
  statementEmailProblem,
} from '../model.ts';
import './statements.css';

/** /statements: monthly statements 12 a page; export with progress, figures, download and send to e-mail. */
export function StatementsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  useGate(StatementsPageGate);
  const [account, page, list, listStatus, listError, listLoading] = useUnit([
    $account,
    $page,
    listQuery.$data,
    $listStatus,
    listQuery.$message,
    listQuery.$pending,
  ]);
  const [active, build, downloading, actionError, sentTo] = useUnit([
    $active,
    $build,
    $downloading,
    $actionError,
    $sentTo,
  ]);
  const [mailOpen, mailBusy, mailErrorMessage] = useUnit([$mailOpen, $mailBusy, $mailError]);
  const [selectAccount, setPage, retryList, prepare, cancel, download, openMail, closeMail, sendMail] = useUnit([
    accountSelected,
    pageChanged,
    listRetried,
    prepared,
    buildStopped,
    downloaded,
    mailOpened,
    mailClosed,
    mailSent,
  ]);
  const accountId = account?.accountId;
  const notice = sentTo ? t('statements.sent', { email: sentTo }) : null;
  const mailError = mailErrorMessage ? text(mailErrorMessage) : null;

  // the address being typed stays in the component until it is sent
  const [email, setEmail] = useState('');
  const [mailTried, setMailTried] = useState(false);
  const emailProblem = statementEmailProblem(email);
  const send = () => {
    setMailTried(true);
    if (!emailProblem) sendMail(email);
  };

  const monthName = (s: MonthlyStatement) =>
    new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(s.year, s.month - 1, 1)),
    );
  const pages = pageCount(list?.total ?? 0);
  const cur = active?.currencyCode ?? account?.currencyCode ?? 'USD';

  return (
    <section aria-labelledby="statements-title">
      <h1 id="statements-title">{t('statements.title')}</h1>
      <AccountPicker value={accountId} onChange={selectAccount}>
        {/* spec 3 §7 "POST /pdf/api/generator_pdf/{name}": the chosen account's confirmation */}
        <AccountConfirmationButton account={account} />
        {notice ? (
          <Alert tone="info">
            <p>{notice}</p>
          </Alert>
        ) : null}
        {active && build ? (
          <section className="panel statement-build" aria-labelledby="statement-build-title">
            <h2 id="statement-build-title">{t('statements.statementOf', { month: monthName(active) })}</h2>
            {build.state === 'building' ? (
              <>
                <label htmlFor="statement-progress">{t('statements.building')}</label>
                <progress id="statement-progress" max={100} value={build.progress}>
                  {build.progress}%
                </progress>
                <Button variant="secondary" onClick={() => cancel()}>
                  {t('statements.stop')}
                </Button>
              </>
            ) : build.state === 'failed' ? (
              <ErrorWithRetry
                message={text(build.message)}
                retryLabel={t('common.retry')}
                onRetry={() => prepare(active)}
              />
            ) : (
              <>
                <p role="status">{t('statements.ready')}</p>
                {build.figures ? (
                  <dl className="details statement-figures">
                    <div>
                      <dt>{t('statements.figures.beginingBalance')}</dt>
                      <dd>{formatMoney(build.figures.beginingBalance, cur, lang)}</dd>
                    </div>
                    <div>
                      <dt>{t('statements.figures.totalDebit')}</dt>
                      <dd>{formatMoney(build.figures.totalDebit, cur, lang)}</dd>
                    </div>
                    <div>
                      <dt>{t('statements.figures.totalCredit')}</dt>
                      <dd>{formatMoney(build.figures.totalCredit, cur, lang)}</dd>
                    </div>
                    <div>
                      <dt>{t('statements.figures.endingBalance')}</dt>
                      <dd>{formatMoney(build.figures.endingBalance, cur, lang)}</dd>
                    </div>
                    <div>
                      <dt>{t('statements.figures.processingCount')}</dt>
                      <dd>{build.figures.processingCount}</dd>
                    </div>
                    <div>
                      <dt>{t('statements.figures.rejectedCount')}</dt>
                      <dd>{build.figures.rejectedCount}</dd>
                    </div>
                  </dl>
                ) : null}
                <div className="form-footer">
                  <Button onClick={() => download()} disabled={downloading}>
                    {downloading ? t('statements.downloading') : t('statements.download')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setMailTried(false);
                      openMail();
                    }}
                  >
                    {t('statements.sendEmail')}
                  </Button>
                  <Button variant="secondary" onClick={() => cancel()}>
                    {t('common.close')}
                  </Button>
                </div>
                {actionError ? <ErrorWithRetry message={text(actionError)} retryLabel={t('common.retry')} /> : null}
              </>
            )}
          </section>
        ) : null}
        {/* no account chosen (none to choose): no list and nothing loading, so no skeleton either */}
        {accountId === undefined ? null : (
          <Loadable status={listStatus} error={listError} onRetry={() => retryList()} lines={6}>
            {() =>
              list && list.exports.length === 0 ? (
                <p className="empty">{t('statements.empty')}</p>
              ) : list ? (
                <>
                  <table className="accounts" aria-busy={listLoading}>
                    <caption className="visually-hidden">{t('statements.title')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('statements.month')}</th>
                        <th scope="col">{t('statements.currency')}</th>
                        <th scope="col">
                          <span className="visually-hidden">{t('statements.actions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.exports.map((s) => (
                        <tr key={s.exportId}>
                          <th scope="row">{monthName(s)}</th>
                          <td>{s.currencyCode}</td>
                          <td>
                            <Button
                              variant="secondary"
                              disabled={active?.exportId === s.exportId && build?.state === 'building'}
                              aria-label={t('statements.prepareMonth', { month: monthName(s) })}
                              onClick={() => prepare(s)}
                            >
                              {t('statements.prepare')}
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <nav aria-label={t('statements.pages')} className="pager history-pager">
                    <Button variant="secondary" disabled={listLoading || page <= 1} onClick={() => setPage(page - 1)}>
                      {t('history.authorizations.previous')}
                    </Button>
                    <span>{t('history.authorizations.page', { page, pages })}</span>
                    <Button
                      variant="secondary"
                      disabled={listLoading || page >= pages}
                      onClick={() => setPage(page + 1)}
                    >
                      {t('history.authorizations.next')}
                    </Button>
                  </nav>
                </>
              ) : null
            }
          </Loadable>
        )}
      </AccountPicker>
      {mailOpen && active ? (
        <FormDialog
          title={t('statements.sendTitle', { month: monthName(active) })}
          formId="statement-email"
          submitLabel={t('statements.send')}
          cancelLabel={t('common.cancel')}
          busy={mailBusy}
          error={mailError}
          onSubmit={send}
          onClose={() => closeMail()}
        >
          <TextField
            label={t('statements.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={mailTried && emailProblem ? t(`statements.errors.${emailProblem}`) : null}
          />
        </FormDialog>
      ) : null}
    </section>
  );
}
