import { type ContractCreateBody, contractRules } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $customer } from '../../../entities/customer/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Link, paths } from '../../../shared/routes/index.ts';
import { Alert, Button, SelectField, TextField } from '../../../shared/ui/index.ts';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import { ContractsAvailability } from '../../../widgets/contracts-availability/index.ts';
import {
  $companies,
  $companiesError,
  $companiesStatus,
  $companySearch,
  $counterparty,
  $lookingUp,
  $lookupProblem,
  $notValid,
  $problems,
  $serverFieldErrors,
  $submitError,
  $submitting,
  type CreateField,
  NewContractGate,
  companySearchTyped,
  counterpartyEmailChanged,
  lookupSubmitted,
  submitted,
} from '../model.ts';
import './new-contract.css';

type Side = 'sender' | 'beneficiary';
interface Item {
  key: number;
  text: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Today in the customer's own time zone, as the date field shows it. */
function todayText(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

let nextKey = 1;
const item = (text = ''): Item => ({ key: nextKey++, text });

function Obligations({
  legend,
  items,
  onChange,
  error,
}: {
  legend: string;
  items: Item[];
  onChange: (items: Item[]) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className="new-contract-obligations" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <ol>
        {items.map((it, i) => (
          <li key={it.key}>
            <TextField
              label={t('revenueSplit.form.obligationN', { n: i + 1 })}
              value={it.text}
              maxLength={contractRules.obligationMax}
              onChange={(e) => onChange(items.map((x) => (x.key === it.key ? { ...x, text: e.target.value } : x)))}
            />
            {items.length > 1 ? (
              <Button
                variant="secondary"
                type="button"
                aria-label={t('revenueSplit.form.removeObligationN', { n: i + 1 })}
                onClick={() => onChange(items.filter((x) => x.key !== it.key))}
              >
                {t('revenueSplit.form.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {items.length < contractRules.obligationsMax ? (
        <Button variant="secondary" type="button" onClick={() => onChange([...items, item()])}>
          {t('revenueSplit.form.addObligation')}
        </Button>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CounterpartyFinder({ email, onEmail }: { email: string; onEmail: (v: string) => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [found, problem, busy, changed, lookUp] = useUnit([
    $counterparty,
    $lookupProblem,
    $lookingUp,
    counterpartyEmailChanged,
    lookupSubmitted,
  ]);
  return (
    <div className="new-contract-finder">
      <TextField
        label={t('revenueSplit.form.counterpartyEmail')}
        type="email"
        autoComplete="off"
        value={email}
        maxLength={254}
        onChange={(e) => {
          onEmail(e.target.value);
          changed();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            lookUp(email);
          }
        }}
        error={
          problem === 'notFound'
            ? t('revenueSplit.form.notFound', { email: email.trim() })
            : problem
              ? text(problem)
              : null
        }
      />
      <Button variant="secondary" type="button" disabled={busy || email.trim() === ''} onClick={() => lookUp(email)}>
        {busy ? t('revenueSplit.form.finding') : t('revenueSplit.form.find')}
      </Button>
      {found ? (
        <p className="new-contract-found" role="status" data-testid="counterparty-found">
          {t(`revenueSplit.form.found${found.type === 'BUSINESS' ? 'Business' : 'Personal'}`, { email: found.email })}
        </p>
      ) : null}
    </div>
  );
}

function NewContractForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const formId = useId();
  useGate(NewContractGate);
  const [customer, counterparty, companies, companiesStatus, companiesError, search] = useUnit([
    $customer,
    $counterparty,
    $companies,
    $companiesStatus,
    $companiesError,
    $companySearch,
  ]);
  const [problems, serverErrors, notValid, submitError, submitting, submit, typeSearch] = useUnit([
    $problems,
    $serverFieldErrors,
    $notValid,
    $submitError,
    $submitting,
    submitted,
    companySearchTyped,
  ]);
  // what the customer types stays here until it is sent (never server data)
  const [email, setEmail] = useState('');
  const [side, setSide] = useState<Side>('sender');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [percentage, setPercentage] = useState('');
  const [activeFrom, setActiveFrom] = useState(todayText);
  const [senderSigner, setSenderSigner] = useState('');
  const [beneficiarySigner, setBeneficiarySigner] = useState('');
  const [senderItems, setSenderItems] = useState<Item[]>(() => [item()]);
  const [beneficiaryItems, setBeneficiaryItems] = useState<Item[]>(() => [item()]);
  const [note, setNote] = useState('');

  const err = (f: CreateField, server?: string): string | null =>
    problems.includes(f) ? t(`revenueSplit.errors.${f}`) : (server ?? null);
  const ownId = customer?.customerId ?? 0;
  const otherId = counterparty?.id ?? 0;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body: ContractCreateBody = {
      companyId: companyId ?? Number.NaN,
      senderId: side === 'sender' ? ownId : otherId || Number.NaN,
      senderSignerName: senderSigner,
      senderObligations: senderItems.map((i) => i.text),
      beneficiaryId: side === 'beneficiary' ? ownId : otherId || Number.NaN,
      beneficiarySignerName: beneficiarySigner,
      beneficiaryObligations: beneficiaryItems.map((i) => i.text),
      activeFrom,
      percentage: percentage.trim().replace(',', '.'),
      ...(note.trim() ? { note } : {}),
    };
    submit({ body, today: todayText(), counterpartyId: otherId });
  };
  const you = t('revenueSplit.form.you');
  const them = counterparty?.email ?? t('revenueSplit.form.otherSide');
  return (
    <form id={formId} className="new-contract" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      {notValid ? (
        <Alert>
          <p>{t('revenueSplit.form.notValid')}</p>
        </Alert>
      ) : null}
      {submitError ? (
        <Alert>
          <p>{text(submitError)}</p>
        </Alert>
      ) : null}
      {problems.length > 0 ? (
        <Alert>
          <p>{t('revenueSplit.form.fixFields')}</p>
        </Alert>
      ) : null}
      <fieldset>
        <legend>{t('revenueSplit.form.parties')}</legend>
        <CounterpartyFinder email={email} onEmail={setEmail} />
        {problems.includes('counterparty') ? (
          <p className="field-error">{t('revenueSplit.errors.counterparty')}</p>
        ) : null}
        <SelectField<Side>
          label={t('revenueSplit.form.yourSide')}
          options={[
            { id: 'sender', label: t('revenueSplit.form.sidePay') },
            { id: 'beneficiary', label: t('revenueSplit.form.sideReceive') },
          ]}
          value={side}
          onChange={setSide}
        />
      </fieldset>
      <fieldset>
        <legend>{t('revenueSplit.form.terms')}</legend>
        <TextField
          label={t('revenueSplit.form.companySearch')}
          type="search"
          value={search}
          onChange={(e) => typeSearch(e.target.value)}
        />
        {companiesStatus === 'failed' ? (
          <Alert>
            <p>{companiesError ? text(companiesError) : t('revenueSplit.form.companiesFailed')}</p>
          </Alert>
        ) : companies !== null && companies.length === 0 ? (
          <p className="empty">{t('revenueSplit.form.noCompanies')}</p>
        ) : null}
        <SelectField<number>
          label={t('revenueSplit.form.company')}
          placeholder={t('revenueSplit.form.chooseCompany')}
          options={(companies ?? []).map((c) => ({ id: c.id, label: c.title }))}
          value={companyId !== null && (companies ?? []).some((c) => c.id === companyId) ? companyId : null}
          onChange={setCompanyId}
          error={err('companyId', serverErrors.companyId)}
        />
        <TextField
          label={t('revenueSplit.form.percentage')}
          inputMode="decimal"
          value={percentage}
          onChange={(e) => setPercentage(e.target.value)}
          error={err('percentage', serverErrors.percentage)}
        />
        <TextField
          label={t('revenueSplit.form.activeFrom')}
          type="date"
          min={todayText()}
          value={activeFrom}
          onChange={(e) => setActiveFrom(e.target.value)}
          error={err('activeFrom', serverErrors.activeFrom)}
        />
      </fieldset>
      <fieldset>
        <legend>
          {t('revenueSplit.form.payer')} ({side === 'sender' ? you : them})
        </legend>
        <TextField
          label={t('revenueSplit.form.payerSigner')}
          value={senderSigner}
          maxLength={contractRules.signerNameMax}
          onChange={(e) => setSenderSigner(e.target.value)}
          error={err('senderSignerName', serverErrors.senderSignerName)}
        />
        <Obligations
          legend={t('revenueSplit.form.payerObligations')}
          items={senderItems}
          onChange={setSenderItems}
          error={err('senderObligations', serverErrors.senderObligations)}
        />
      </fieldset>
      <fieldset>
        <legend>
          {t('revenueSplit.form.receiver')} ({side === 'beneficiary' ? you : them})
        </legend>
        <TextField
          label={t('revenueSplit.form.receiverSigner')}
          value={beneficiarySigner}
          maxLength={contractRules.signerNameMax}
          onChange={(e) => setBeneficiarySigner(e.target.value)}
          error={err('beneficiarySignerName', serverErrors.beneficiarySignerName)}
        />
        <Obligations
          legend={t('revenueSplit.form.receiverObligations')}
          items={beneficiaryItems}
          onChange={setBeneficiaryItems}
          error={err('beneficiaryObligations', serverErrors.beneficiaryObligations)}
        />
      </fieldset>
      <TextAreaField
        label={t('revenueSplit.form.note')}
        rows={3}
        maxLength={contractRules.noteMax}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={problems.includes('note') ? t('revenueSplit.errors.note') : null}
      />
      <div className="new-contract-actions">
        <Link to={paths.revenueSplit.getHref()}>{t('revenueSplit.form.backToList')}</Link>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('revenueSplit.form.creating') : t('revenueSplit.form.create')}
        </Button>
      </div>
    </form>
  );
}

/** /revenue-split/new (spec 3 §2): a new revenue-split contract. */
export function NewContractPage() {
  const { t } = useTranslation();
  return (
    <section className="revenue-split-new" aria-labelledby="new-contract-title">
      <h1 id="new-contract-title">{t('revenueSplit.form.title')}</h1>
      <p className="revenue-split-intro">{t('revenueSplit.form.intro')}</p>
      <ContractsAvailability explain>
        <NewContractForm />
      </ContractsAvailability>
    </section>
  );
}
