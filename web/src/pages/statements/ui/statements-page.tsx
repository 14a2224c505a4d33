import {
  type MonthlyStatement,
  type StatementFigures,
  transactionHistoryExport,
  transactionHistoryExportDownload,
  transactionHistoryExportListGet,
  transactionHistoryExportSend,
  transactionHistoryExportStatusGet,
} from '@app/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $accounts, AccountPicker, defaultHistoryAccount } from '../../../entities/account/index.ts';
import { $customer, $isBusiness } from '../../../entities/customer/index.ts';
import { type Message, createCallFx, errorMessageFor, useMessageText } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { saveFile } from '../../../shared/lib/save-file.ts';
import { Alert, Button, ErrorWithRetry, FormDialog, Skeleton, TextField } from '../../../shared/ui/index.ts';
import { PAGE_SIZE, pageCount, pollUntilReady, sendBody, statementEmailProblem, statementFileName } from '../model.ts';

const listFx = createCallFx(transactionHistoryExportListGet, { dialog: false });
const exportFx = createCallFx(transactionHistoryExport, { dialog: false });
const statusFx = createCallFx(transactionHistoryExportStatusGet, { dialog: false });
const sendFx = createCallFx(transactionHistoryExportSend, { dialog: false });
const downloadFx = createCallFx(transactionHistoryExportDownload, { dialog: false });

type Build =
  | { state: 'building'; progress: number }
  | { state: 'ready'; figures?: StatementFigures }
  | { state: 'failed'; message: Message };

/** /statements: monthly statements 12 a page; export with progress, figures, download and send to e-mail. */
export function StatementsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  const [accounts, customer, isBusiness] = useUnit([$accounts, $customer, $isBusiness]);
  const [runList, runExport, runStatus, runDownload, runSend] = useUnit([
    listFx,
    exportFx,
    statusFx,
    downloadFx,
    sendFx,
  ]);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const account = defaultHistoryAccount(accounts, selected);
  const accountId = account?.accountId;

  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ exports: MonthlyStatement[]; total: number } | null>(null);
  const [listError, setListError] = useState<Message | null>(null);
  const [listLoading, setListLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (accountId === undefined) return;
    let live = true;
    setListLoading(true);
    setListError(null);
    runList({ body: { accountId, source: 'monthly', pageNumber: page, pageSize: PAGE_SIZE } })
      .then((a) => live && setList({ exports: a.exports, total: a.total }))
      .catch((e: unknown) => live && setListError(errorMessageFor(e)))
      .finally(() => live && setListLoading(false));
    return () => {
      live = false;
    };
  }, [accountId, page, attempt, runList]);

  const [active, setActive] = useState<MonthlyStatement | null>(null);
  const [build, setBuild] = useState<Build | null>(null);
  const abort = useRef<AbortController | null>(null);
  // leaving the page (or the account) stops the polling
  useEffect(() => () => abort.current?.abort(), []);
  const stop = () => {
    abort.current?.abort();
    abort.current = null;
  };
  const prepare = (s: MonthlyStatement) => {
    stop();
    const controller = new AbortController();
    abort.current = controller;
    setActive(s);
    setBuild({ state: 'building', progress: 0 });
    runExport({ body: { accountId: s.accountId, year: s.year, month: s.month } })
      .then((started) =>
        pollUntilReady(
          () => runStatus({ body: { exportId: started.exportId } }),
          (a) => a.status === 'processing' && setBuild({ state: 'building', progress: a.progress }),
          controller.signal,
        ),
      )
      .then((done) => {
        if (done === 'stopped') return;
        if (done === 'timeout') setBuild({ state: 'failed', message: { key: 'statements.timeout' } });
        else setBuild({ state: 'ready', ...(done.figures ? { figures: done.figures } : {}) });
      })
      .catch((e: unknown) => !controller.signal.aborted && setBuild({ state: 'failed', message: errorMessageFor(e) }));
  };
  const cancel = () => {
    stop();
    setActive(null);
    setBuild(null);
  };

  const [downloading, setDownloading] = useState(false);
  const [actionError, setActionError] = useState<Message | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const download = () => {
    if (!active) return;
    setDownloading(true);
    setActionError(null);
    runDownload({ body: { exportId: active.exportId } })
      .then((bytes) =>
        saveFile(bytes, 'application/pdf', statementFileName(active.accountId, active.year, active.month)),
      )
      .catch((e: unknown) => setActionError(errorMessageFor(e)))
      .finally(() => setDownloading(false));
  };

  const [mailOpen, setMailOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [mailTried, setMailTried] = useState(false);
  const [mailBusy, setMailBusy] = useState(false);
  const [mailError, setMailError] = useState<string | null>(null);
  const emailProblem = statementEmailProblem(email);
  const send = () => {
    setMailTried(true);
    if (!active || emailProblem) return;
    setMailBusy(true);
    setMailError(null);
    runSend({ body: sendBody(active.exportId, email, isBusiness && customer ? customer : null) })
      .then(() => {
        setMailOpen(false);
        setNotice(t('statements.sent', { email: email.trim() }));
      })
      .catch((e: unknown) => setMailError(text(errorMessageFor(e))))
      .finally(() => setMailBusy(false));
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
      <AccountPicker
        id="statements-account"
        value={accountId}
        onChange={(id) => {
          cancel();
          setPage(1);
          setList(null);
          setSelected(id);
        }}
      >
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
                <Button variant="secondary" onClick={cancel}>
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
                  <Button onClick={download} disabled={downloading}>
                    {downloading ? t('statements.downloading') : t('statements.download')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setMailOpen(true);
                      setMailTried(false);
                      setMailError(null);
                      setNotice(null);
                    }}
                  >
                    {t('statements.sendEmail')}
                  </Button>
                  <Button variant="secondary" onClick={cancel}>
                    {t('common.close')}
                  </Button>
                </div>
                {actionError ? <ErrorWithRetry message={text(actionError)} retryLabel={t('common.retry')} /> : null}
              </>
            )}
          </section>
        ) : null}
        {listError ? (
          <ErrorWithRetry
            message={text(listError)}
            retryLabel={t('common.retry')}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        ) : !list && listLoading ? (
          <Skeleton lines={6} label={t('common.loading')} />
        ) : list && list.exports.length === 0 ? (
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
              <Button variant="secondary" disabled={listLoading || page >= pages} onClick={() => setPage(page + 1)}>
                {t('history.authorizations.next')}
              </Button>
            </nav>
          </>
        ) : null}
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
          onClose={() => setMailOpen(false)}
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
