import type { Contract, IdentityProvider } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContractShare,
  ContractStatusTag,
  IdentificationStatusText,
  contractView,
} from '../../../entities/contract/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime } from '../../../shared/lib/index.ts';
import { Link, paths, useParams } from '../../../shared/routes/index.ts';
import { Alert, Button, ConfirmDialog, FormDialog, SelectField } from '../../../shared/ui/index.ts';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import { ContractsAvailability } from '../../../widgets/contracts-availability/index.ts';
import {
  $actionError,
  $actions,
  $busy,
  $contract,
  $dialog,
  $error,
  $identification,
  $notFound,
  $pdfError,
  $pdfLoading,
  $pdfUrl,
  $signError,
  $signUrl,
  $signUrlLoading,
  $status,
  ContractGate,
  type DialogAction,
  actionAsked,
  actionConfirmed,
  dialogClosed,
  identificationFinished,
  pdfClicked,
  retried,
  signClicked,
  terminateNoteProblem,
  windowFocused,
} from '../model.ts';
import './contract-page.css';

function Party({
  title,
  party,
  signer,
  obligations,
  signedAt,
  you,
  side,
}: {
  title: string;
  side: 'sender' | 'beneficiary';
  party: Contract['sender'];
  signer?: string | undefined;
  obligations?: string[] | undefined;
  signedAt?: string | null | undefined;
  you: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="contract-party" aria-label={title}>
      <h2>
        {title}
        {you ? <span className="contract-you"> ({t('revenueSplit.form.you')})</span> : null}
      </h2>
      <p className="contract-party-name">{party.name}</p>
      <p className="contract-party-email">{party.username}</p>
      {signer ? (
        <p>
          {t('revenueSplit.detail.signer')}: {signer}
        </p>
      ) : null}
      <p data-testid={`signed-${side}`}>
        {signedAt
          ? t('revenueSplit.detail.signedAt', { when: formatDateTime(signedAt, i18n.resolvedLanguage ?? 'en') })
          : t('revenueSplit.detail.notSigned')}
      </p>
      {obligations && obligations.length > 0 ? (
        <>
          <h3>{t('revenueSplit.detail.obligations')}</h3>
          <ol>
            {obligations.map((o, i) => (
              <li key={i}>{o}</li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

function ActionDialog({ action }: { action: DialogAction }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [busy, error, confirm, close] = useUnit([$busy, $actionError, actionConfirmed, dialogClosed]);
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<'required' | 'long' | null>(null);
  const [provider, setProvider] = useState<IdentityProvider | null>(null);
  const [providerMissing, setProviderMissing] = useState(false);
  const noteId = useId();
  const errorBlock = error ? (
    <Alert>
      <p>{text(error)}</p>
    </Alert>
  ) : null;
  if (action === 'terminate')
    return (
      <FormDialog
        title={t('revenueSplit.actions.terminateTitle')}
        formId={`${noteId}-form`}
        submitLabel={busy ? t('revenueSplit.actions.working') : t('revenueSplit.actions.terminate')}
        cancelLabel={t('revenueSplit.actions.keep')}
        busy={busy}
        error={error ? text(error) : null}
        onSubmit={() => {
          const problem = terminateNoteProblem(note);
          setNoteProblem(problem);
          if (problem === null) confirm({ note });
        }}
        onClose={() => close()}
      >
        <p>{t('revenueSplit.actions.terminateText')}</p>
        <TextAreaField
          label={t('revenueSplit.actions.note')}
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={noteProblem ? t(`revenueSplit.actions.note_${noteProblem}`) : null}
        />
      </FormDialog>
    );
  if (action === 'startIdentification')
    return (
      <FormDialog
        title={t('revenueSplit.identification.title')}
        formId={`${noteId}-form`}
        submitLabel={busy ? t('revenueSplit.actions.working') : t('revenueSplit.identification.start')}
        cancelLabel={t('revenueSplit.actions.keep')}
        busy={busy}
        error={error ? text(error) : null}
        onSubmit={() => {
          setProviderMissing(provider === null);
          if (provider !== null) confirm({ provider });
        }}
        onClose={() => close()}
      >
        <p>{t('revenueSplit.identification.text')}</p>
        <SelectField<IdentityProvider>
          label={t('revenueSplit.identification.provider')}
          placeholder={t('revenueSplit.identification.choose')}
          options={[
            { id: 'jmo', label: t('revenueSplit.identification.providers.jmo') },
            { id: 'nfd', label: t('revenueSplit.identification.providers.nfd') },
          ]}
          value={provider}
          onChange={(p) => {
            setProvider(p);
            setProviderMissing(false);
          }}
          error={providerMissing ? t('revenueSplit.identification.providerRequired') : null}
        />
      </FormDialog>
    );
  return (
    <ConfirmDialog
      title={t(`revenueSplit.actions.${action}Title`)}
      confirmLabel={busy ? t('revenueSplit.actions.working') : t(`revenueSplit.actions.${action}`)}
      cancelLabel={t('revenueSplit.actions.keep')}
      busy={busy}
      onConfirm={() => confirm({})}
      onCancel={() => close()}
    >
      <p>{t(`revenueSplit.actions.${action}Text`)}</p>
      {errorBlock}
    </ConfirmDialog>
  );
}

function ErrorAlert({ error }: { error: string | null }) {
  return error ? (
    <Alert>
      <p>{error}</p>
    </Alert>
  ) : null;
}

function Signing() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [url, loading, error, sign, focused] = useUnit([
    $signUrl,
    $signUrlLoading,
    $signError,
    signClicked,
    windowFocused,
  ]);
  useEffect(() => {
    if (!url) return;
    const onFocus = () => focused();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [url, focused]);
  return (
    <div className="contract-signing">
      {url ? (
        <div role="status">
          <p>{t('revenueSplit.sign.ready')}</p>
          <p>
            <a className="btn btn-primary" href={url} target="_blank" rel="noopener noreferrer">
              {t('revenueSplit.sign.open')}
            </a>
          </p>
          <p className="contract-hint">{t('revenueSplit.sign.waiting')}</p>
        </div>
      ) : (
        <Button disabled={loading} onClick={() => sign()}>
          {loading ? t('revenueSplit.sign.preparing') : t('revenueSplit.actions.sign')}
        </Button>
      )}
      <ErrorAlert error={error ? text(error) : null} />
    </div>
  );
}

function Pdf() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [url, loading, error, ask] = useUnit([$pdfUrl, $pdfLoading, $pdfError, pdfClicked]);
  return (
    <div className="contract-pdf">
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('revenueSplit.pdf.open')}
        </a>
      ) : (
        <Button variant="secondary" disabled={loading} onClick={() => ask()}>
          {loading ? t('revenueSplit.pdf.preparing') : t('revenueSplit.actions.pdf')}
        </Button>
      )}
      <ErrorAlert error={error ? text(error) : null} />
    </div>
  );
}

function Identification() {
  const { t } = useTranslation();
  const [run, busy, finished] = useUnit([$identification, $busy, identificationFinished]);
  if (!run) return null;
  return (
    <div className="contract-identification" role="status">
      <p>
        {t('revenueSplit.identification.underWay', {
          provider: t(`revenueSplit.identification.providers.${run.provider}`),
        })}
      </p>
      <p>
        <a href={run.url} target="_blank" rel="noopener noreferrer">
          {t('revenueSplit.identification.open')}
        </a>
      </p>
      <Button disabled={busy} onClick={() => finished()}>
        {t('revenueSplit.identification.finished')}
      </Button>
    </div>
  );
}

function ContractView({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [actions, dialog, actionError, ask] = useUnit([$actions, $dialog, $actionError, actionAsked]);
  const v = contractView(contract);
  const dialogActions = actions.filter((a): a is DialogAction => a !== 'sign' && a !== 'pdf');
  return (
    <>
      <div className="contract-summary">
        <p>
          <ContractStatusTag status={contract.status} />
        </p>
        <dl>
          <div>
            <dt>{t('revenueSplit.columns.company')}</dt>
            <dd>{contract.company.title}</dd>
          </div>
          <div>
            <dt>{t('revenueSplit.columns.side')}</dt>
            <dd>{t(`revenueSplit.directions.${contract.direction}`)}</dd>
          </div>
          <div>
            <dt>{t('revenueSplit.columns.percentage')}</dt>
            <dd data-testid="contract-percentage">
              <ContractShare percentage={contract.percentage} />
            </dd>
          </div>
          <div>
            <dt>{t('revenueSplit.columns.activeFrom')}</dt>
            <dd>{contract.activeFrom.slice(0, 10)}</dd>
          </div>
          {contract.activeTo ? (
            <div>
              <dt>{t('revenueSplit.detail.activeTo')}</dt>
              <dd>{contract.activeTo.slice(0, 10)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('revenueSplit.detail.createdAt')}</dt>
            <dd>{formatDateTime(contract.createdAt, lang)}</dd>
          </div>
          <div>
            <dt>{t('revenueSplit.detail.initiator')}</dt>
            <dd>{v.isInitiator ? t('revenueSplit.form.you') : v.counterparty.name}</dd>
          </div>
          {contract.identificationStatus ? (
            <div>
              <dt>{t('revenueSplit.detail.identification')}</dt>
              <dd>
                <IdentificationStatusText status={contract.identificationStatus} />
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="contract-explain">{t(`revenueSplit.explain.${contract.status}`)}</p>
        {contract.note ? (
          <p>
            {t('revenueSplit.detail.note')}: {contract.note}
          </p>
        ) : null}
        {contract.terminateInfo ? (
          <Alert tone="info">
            <p>
              {t('revenueSplit.detail.termination', {
                who: contract.terminateInfo.terminatedBy === v.me.id ? t('revenueSplit.form.you') : v.counterparty.name,
                when: contract.terminateInfo.terminatedAt.slice(0, 10),
              })}
            </p>
            {contract.terminateInfo.note ? (
              <p>
                {t('revenueSplit.detail.note')}: {contract.terminateInfo.note}
              </p>
            ) : null}
          </Alert>
        ) : null}
      </div>
      <div className="contract-actions" role="group" aria-label={t('revenueSplit.detail.actions')}>
        {actions.includes('sign') ? <Signing /> : null}
        {dialogActions.map((a) => (
          <Button key={a} variant={a === 'startIdentification' ? 'primary' : 'secondary'} onClick={() => ask(a)}>
            {t(`revenueSplit.actions.${a}`)}
          </Button>
        ))}
        <Pdf />
      </div>
      <Identification />
      {actionError && !dialog ? (
        <Alert>
          <p>{text(actionError)}</p>
        </Alert>
      ) : null}
      <div className="contract-parties">
        <Party
          title={t('revenueSplit.form.payer')}
          party={contract.sender}
          signer={contract.senderSignerName}
          obligations={contract.senderObligations}
          signedAt={contract.senderSignedAt}
          you={v.side === 'sender'}
          side="sender"
        />
        <Party
          title={t('revenueSplit.form.receiver')}
          party={contract.beneficiary}
          signer={contract.beneficiarySignerName}
          obligations={contract.beneficiaryObligations}
          signedAt={contract.beneficiarySignedAt}
          you={v.side === 'beneficiary'}
          side="beneficiary"
        />
      </div>
      {dialog ? <ActionDialog key={dialog} action={dialog} /> : null}
    </>
  );
}

/** Spec 3 §8 "Contract not found: 404 with a message": the service's message, or why the address names none. */
function ContractNotFound({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section className="centered" data-testid="contract-not-found" aria-labelledby="contract-not-found-title">
      <h1 id="contract-not-found-title">{t('revenueSplit.notFound.title')}</h1>
      <p>{message}</p>
      <p>
        <Link to={paths.revenueSplit.getHref()}>{t('revenueSplit.form.backToList')}</Link>
      </p>
    </section>
  );
}

function ContractLoad({ contractId }: { contractId: number }) {
  const { t } = useTranslation();
  useGate(ContractGate, { contractId });
  const [contract, status, error, notFound, retry] = useUnit([$contract, $status, $error, $notFound, retried]);
  if (notFound !== null) return <ContractNotFound message={notFound} />;
  return (
    <section className="revenue-split-contract" aria-labelledby="contract-title">
      <p>
        <Link to={paths.revenueSplit.getHref()}>{t('revenueSplit.form.backToList')}</Link>
      </p>
      <h1 id="contract-title">
        {contract
          ? t('revenueSplit.detail.title', { company: contract.company.title, id: contract.id })
          : t('revenueSplit.detail.loading')}
      </h1>
      <Loadable status={status} error={error} onRetry={() => retry()} lines={8} shown={contract !== null}>
        {() => (contract ? <ContractView contract={contract} /> : null)}
      </Loadable>
    </section>
  );
}

/** /revenue-split/{contractId} (spec 3 §2): one contract, its sides and the actions it offers now. */
export function ContractPage() {
  const { t } = useTranslation();
  const { contractId } = useParams<'contractId'>();
  const id = /^\d{1,10}$/.test(contractId ?? '') ? Number(contractId) : null;
  if (id === null || id > 2147483647) return <ContractNotFound message={t('revenueSplit.notFound.text')} />;
  return (
    <ContractsAvailability explain>
      <ContractLoad key={id} contractId={id} />
    </ContractsAvailability>
  );
}
