import type { AccountResolution, Declaration, EscortStatement } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $representatives, DocState, representativePosition } from '../../../entities/company/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, CheckboxGroup, ErrorWithRetry, FormDialog, LoadStatus } from '../../../shared/ui/index.ts';
import {
  $resolution,
  $sendError,
  $sendOpen,
  $sending,
  $sentTo,
  AccountResolutionGate,
  declarationsQuery,
  defaultSigners,
  escortStatementQuery,
  maySend,
  noticeClosed,
  reloadClicked,
  resolutionQuery,
  resolutionStatus,
  sendClosed,
  sendOpened,
  sendSubmitted,
} from '../model.ts';

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string | undefined) => {
    if (!iso) return '—';
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(i18n.language);
  };
}

function SendDialog({ resolution }: { resolution: AccountResolution | null }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [reps, error, busy, submit, close] = useUnit([
    $representatives,
    $sendError,
    $sending,
    sendSubmitted,
    sendClosed,
  ]);
  const [chosen, setChosen] = useState<number[]>(() => defaultSigners(reps, resolution));
  const [submitted, setSubmitted] = useState(false);
  const empty = submitted && chosen.length === 0;
  return (
    <FormDialog
      title={t('representatives.resolution.sendTitle')}
      formId="resolution-send"
      submitLabel={t('representatives.resolution.send')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => {
        setSubmitted(true);
        submit(chosen);
      }}
      onClose={() => close()}
    >
      <CheckboxGroup
        label={t('representatives.resolution.signersToAsk')}
        options={reps.map((r) => ({
          id: r.id,
          label: `${r.firstName} ${r.lastName} — ${t(`positions.${representativePosition(r.positionId)}`)}`,
        }))}
        value={chosen}
        onChange={setChosen}
        error={empty ? t('representatives.resolution.chooseOne') : null}
      />
    </FormDialog>
  );
}

function Resolution() {
  const { t } = useTranslation();
  const date = useDate();
  const [resolution, status, open, sentTo, closeNotice, openSend] = useUnit([
    $resolution,
    resolutionQuery.$loadStatus,
    $sendOpen,
    $sentTo,
    noticeClosed,
    sendOpened,
  ]);
  const state = resolution ? resolutionStatus(resolution.statusId) : null;
  return (
    <section className="panel" aria-labelledby="account-resolution-title">
      <h3 id="account-resolution-title">{t('representatives.resolution.title')}</h3>
      {sentTo !== null ? (
        <Alert tone="info">
          <p>{t('representatives.resolution.sent')}</p>
          <Button variant="secondary" onClick={() => closeNotice()}>
            {t('common.ok')}
          </Button>
        </Alert>
      ) : null}
      <LoadStatus
        status={status}
        error={null}
        onRetry={() => undefined}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={2}
      >
        {() =>
          resolution ? (
            <>
              <p data-testid="resolution-status">
                {t('company.status')}:{' '}
                {state ? t(`representatives.resolution.status.${state}`) : String(resolution.statusId)}
                {resolution.sentAt
                  ? ` · ${t('representatives.resolution.sentAt', { date: date(resolution.sentAt) })}`
                  : ''}
              </p>
              {resolution.signers.length === 0 ? (
                <p className="empty">{t('representatives.resolution.noSigners')}</p>
              ) : (
                <table className="table">
                  <caption className="visually-hidden">{t('representatives.resolution.signers')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('companyAccess.name')}</th>
                      <th scope="col">{t('companyAccess.email')}</th>
                      <th scope="col">{t('representatives.resolution.signed')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {resolution.signers.map((s) => (
                      <tr key={s.representativeId}>
                        <th scope="row">
                          {s.firstName} {s.lastName}
                        </th>
                        <td>{s.email}</td>
                        <td>
                          {s.signed
                            ? t('representatives.resolution.signedOn', { date: date(s.signedAt) })
                            : t('representatives.resolution.notSigned')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {maySend(resolution.statusId) ? (
                <Button variant="secondary" onClick={() => openSend()}>
                  {resolution.statusId === 0
                    ? t('representatives.resolution.send')
                    : t('representatives.resolution.sendAgain')}
                </Button>
              ) : null}
              {open ? <SendDialog resolution={resolution} /> : null}
            </>
          ) : null
        }
      </LoadStatus>
    </section>
  );
}

function Declarations({ declarations }: { declarations: readonly Declaration[] }) {
  const { t } = useTranslation();
  const date = useDate();
  if (declarations.length === 0) return <p className="empty">{t('representatives.declarations.empty')}</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">{t('representatives.declarations.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('company.document')}</th>
          <th scope="col">{t('company.status')}</th>
          <th scope="col">{t('representatives.declarations.updated')}</th>
        </tr>
      </thead>
      <tbody>
        {declarations.map((d) => (
          <tr key={d.id}>
            <th scope="row">{d.name}</th>
            <td>
              <DocState status={d.statusId} />
            </td>
            <td>{date(d.updated)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Escort({ statement }: { statement: EscortStatement }) {
  const { t } = useTranslation();
  const date = useDate();
  return (
    <dl className="details-list">
      <dt>{t('representatives.escort.reference')}</dt>
      <dd>{statement.reference}</dd>
      <dt>{t('company.status')}</dt>
      <dd>
        <DocState status={statement.statusId} />
      </dd>
      <dt>{t('representatives.escort.issued')}</dt>
      <dd>{date(statement.issued)}</dd>
    </dl>
  );
}

/**
 * The account resolution (status, signers, send), the declarations and the escort statement (spec 3 §3, §7
 * "resolution send/get, declarations, escort statement"), where the company's documents are.
 */
export function AccountResolutionSection() {
  const { t } = useTranslation();
  const text = useMessageText();
  useGate(AccountResolutionGate);
  const [declarations, declarationsStatus, escort, escortStatus, reload] = useUnit([
    declarationsQuery.$data,
    declarationsQuery.$loadStatus,
    escortStatementQuery.$data,
    escortStatementQuery.$loadStatus,
    reloadClicked,
  ]);
  const errors = useUnit([resolutionQuery.$message, declarationsQuery.$message, escortStatementQuery.$message]);
  const error = errors.find((e) => e !== null) ?? null;
  return (
    <>
      {error ? <ErrorWithRetry message={text(error)} retryLabel={t('common.retry')} onRetry={() => reload()} /> : null}
      <Resolution />
      <section className="panel" aria-labelledby="declarations-title">
        <h3 id="declarations-title">{t('representatives.declarations.title')}</h3>
        <LoadStatus
          status={declarationsStatus}
          error={null}
          onRetry={() => reload()}
          retryLabel={t('common.retry')}
          loadingLabel={t('common.loading')}
          lines={2}
        >
          {() => <Declarations declarations={declarations?.declarations ?? []} />}
        </LoadStatus>
      </section>
      <section className="panel" aria-labelledby="escort-statement-title">
        <h3 id="escort-statement-title">{t('representatives.escort.title')}</h3>
        <LoadStatus
          status={escortStatus}
          error={null}
          onRetry={() => reload()}
          retryLabel={t('common.retry')}
          loadingLabel={t('common.loading')}
          lines={2}
        >
          {() => (escort ? <Escort statement={escort.escortStatement} /> : null)}
        </LoadStatus>
      </section>
    </>
  );
}
