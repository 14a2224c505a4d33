import { type Company, type Representative, countriesGet, industriesGet } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $company,
  $companyError,
  $companyStatus,
  $representatives,
  $representativesStatus,
  type CompanyAction,
  type CompanySection,
  DocState,
  DocumentTable,
  NeedsAction,
  companyActions,
  companyRequested,
  companySection,
  companySections,
  representativeNeedsAction,
  representativePosition,
} from '../../../entities/company/index.ts';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { AccountResolutionSection } from '../../../features/account-resolution/index.ts';
import {
  RepresentativeActions,
  RepresentativeDialogs,
  groupRepresentatives,
} from '../../../features/manage-representatives/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { paths, Link, NavLink, useParams } from '../../../shared/routes/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { LoadStatus } from '../../../shared/ui/index.ts';
import './company.css';
import { CompanyPageGate } from '../model.ts';

const fieldActions = [
  'name',
  'registrationCountryCode',
  'tradingName',
  'email',
  'registrationNumber',
  'registrationDate',
  'businessTaxId',
  'phone',
  'website',
] as const satisfies readonly CompanyAction[];
type FieldAction = (typeof fieldActions)[number];
const isField = (a: CompanyAction): a is FieldAction => (fieldActions as readonly string[]).includes(a);

function fieldValue(c: Company, f: FieldAction): string | undefined {
  if (f === 'phone') return c.phone?.number ? `+${c.phone.countryCode} ${c.phone.number}` : undefined;
  const v = c[f];
  return v === undefined || v === null || String(v).trim() === '' ? undefined : String(v);
}

function Details({ company }: { company: Company }) {
  const { t } = useTranslation();
  const countries = useDictionary(countriesGet);
  const actions = companyActions(company);
  // the code stays when the dictionary is not there (yet)
  const countryName = (code: string) => countries.data?.countries.find((c) => c.code === code)?.name ?? code;
  return (
    <section aria-labelledby="company-details-title">
      <h2 id="company-details-title">{t('company.tabs.details')}</h2>
      <h3>{t('company.actionsTitle')}</h3>
      {actions.length === 0 ? (
        <p>{t('company.allDone')}</p>
      ) : (
        <ul>
          {actions.map((a) => (
            <li key={a}>
              {isField(a)
                ? t('company.actions.missingField', { field: t(`company.fields.${a}`) })
                : t(`company.actions.${a}`)}
            </li>
          ))}
        </ul>
      )}
      <dl className="details-list">
        {fieldActions.map((f) => {
          const raw = fieldValue(company, f);
          const value = f === 'registrationCountryCode' && raw ? countryName(raw) : raw;
          return (
            <Fragment key={f}>
              <dt>{t(`company.fields.${f}`)}</dt>
              <dd>
                {value ?? (
                  <>
                    {t('company.missing')} <NeedsAction />
                  </>
                )}
              </dd>
            </Fragment>
          );
        })}
        <dt>{t('company.fields.description')}</dt>
        <dd>{company.description ?? '—'}</dd>
        <dt>{t('company.fields.verified')}</dt>
        <dd>{company.verified ? t('company.yes') : t('company.no')}</dd>
        <dt>{t('company.fields.limited')}</dt>
        <dd>{company.limited ? t('company.yes') : t('company.no')}</dd>
        <dt>{t('company.fields.addresses')}</dt>
        <dd>
          {company.addresses.length === 0
            ? '—'
            : company.addresses.map((a) => (
                <div key={a.addressId}>
                  {[a.address1, a.address2, a.city, a.postalCode, a.countryCode].filter(Boolean).join(', ')}
                </div>
              ))}
        </dd>
      </dl>
    </section>
  );
}

function DocumentGroup({
  title,
  status,
  documents,
}: {
  title: string;
  status?: number;
  documents: Company['corporateDocuments'];
}) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-label={title}>
      <h3>{title}</h3>
      <p>
        {t('company.status')}: <DocState status={status} />
      </p>
      <DocumentTable documents={documents} caption={title} />
    </section>
  );
}

function Documents({ company }: { company: Company }) {
  const { t } = useTranslation();
  const addressDocs = company.addresses.flatMap((a) => a.uploadedDocuments);
  const addressAction = companyActions(company).includes('addressDocuments');
  return (
    <section aria-labelledby="company-documents-title">
      <h2 id="company-documents-title">{t('company.tabs.documents')}</h2>
      <p>
        <Link to={paths.companyDocuments.getHref()}>{t('companyDocuments.upload')}</Link>
      </p>
      <DocumentGroup
        title={t('company.documentGroups.corporate')}
        status={company.corporateDocumentsStatus}
        documents={company.corporateDocuments}
      />
      <DocumentGroup
        title={t('company.documentGroups.additional')}
        status={company.additionalDocumentsStatus}
        documents={company.additionalDocuments}
      />
      <DocumentGroup
        title={t('company.documentGroups.sourceOfWealth')}
        status={company.sourceOfWealthDocumentsStatus}
        documents={company.sourceOfWealthDocuments}
      />
      <section className="panel" aria-label={t('company.documentGroups.address')}>
        <h3>{t('company.documentGroups.address')}</h3>
        {addressAction ? (
          <p>
            <NeedsAction /> {t('company.actions.addressDocuments')}
          </p>
        ) : null}
        <DocumentTable documents={addressDocs} caption={t('company.documentGroups.address')} />
      </section>
      <AccountResolutionSection />
    </section>
  );
}

export function RepresentativesTable({
  representatives,
  caption,
  empty,
}: {
  representatives: readonly Representative[];
  caption: string;
  empty: string;
}) {
  const { t } = useTranslation();
  if (representatives.length === 0) return <p className="empty">{empty}</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('companyAccess.name')}</th>
          <th scope="col">{t('companyAccess.position')}</th>
          <th scope="col">{t('company.representatives.addressDocument')}</th>
          <th scope="col">{t('company.representatives.identityDocument')}</th>
          <th scope="col">{t('company.representatives.controlDocument')}</th>
          <th scope="col">{t('company.representatives.identityVerification')}</th>
          <th scope="col">{t('representatives.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {representatives.map((r) => (
          <tr key={r.id}>
            <th scope="row">
              {r.firstName} {r.lastName}
              <br />
              <span className="muted">{r.email}</span>
              {representativeNeedsAction(r) ? (
                <>
                  <br />
                  <NeedsAction />
                </>
              ) : null}
            </th>
            <td>{t(`positions.${representativePosition(r.positionId)}`)}</td>
            <td>
              <DocState status={r.addressDocumentStatus} />
            </td>
            <td>
              <DocState status={r.identityDocumentStatus} />
            </td>
            <td>
              <DocState status={r.controlDocumentStatus} />
            </td>
            <td>{t(`company.identityVerification.${r.identityVerificationStatus ?? 'none'}`)}</td>
            <td>
              <RepresentativeActions rep={r} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Questionnaire({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const industries = useDictionary(industriesGet);
  const q = company.dueDiligenceQuestionnaire ?? {};
  const f = company.financialDetail ?? {};
  const industry =
    f.industry === undefined
      ? undefined
      : (industries.data?.groups.flatMap((g) => g.items).find((i) => i.id === f.industry)?.name ?? String(f.industry));
  const yesNo = (v: boolean | undefined) =>
    v === undefined ? t('company.questionnaire.notAnswered') : v ? t('company.yes') : t('company.no');
  const money = (amount?: string, currency?: string) =>
    amount ? (currency ? formatMoney(amount, currency, i18n.language) : amount) : '—';
  return (
    <section aria-labelledby="company-questionnaire-title">
      <h2 id="company-questionnaire-title">{t('company.tabs.questionnaire')}</h2>
      <dl className="details-list">
        <dt>{t('company.questionnaire.government')}</dt>
        <dd>
          {yesNo(q.government)}
          {q.governmentDetails ? ` — ${t('company.questionnaire.details', { details: q.governmentDetails })}` : ''}
        </dd>
        <dt>{t('company.questionnaire.lawsuits')}</dt>
        <dd>
          {yesNo(q.lawsuits)}
          {q.lawsuitsDetails ? ` — ${t('company.questionnaire.details', { details: q.lawsuitsDetails })}` : ''}
        </dd>
        <dt>{t('company.questionnaire.taxPayers')}</dt>
        <dd>{yesNo(q.taxPayers)}</dd>
        <dt>{t('adminOverview.monthlyDepositAmount')}</dt>
        <dd>{money(f.monthlyDepositAmount, f.monthlyDepositCurrencyCode)}</dd>
        <dt>{t('adminOverview.monthlyWithdrawalAmount')}</dt>
        <dd>{money(f.monthlyWithdrawalAmount, f.monthlyWithdrawalCurrencyCode)}</dd>
        <dt>{t('company.questionnaire.industry')}</dt>
        <dd>
          {industry ?? '—'}
          {f.industrySpecification ? ` — ${f.industrySpecification}` : ''}
        </dd>
      </dl>
    </section>
  );
}

function Section({ section }: { section: CompanySection }) {
  const { t } = useTranslation();
  const [company, reps, repsStatus] = useUnit([$company, $representatives, $representativesStatus]);
  if (!company) return null;
  switch (section) {
    case 'details':
      return <Details company={company} />;
    case 'documents':
      return <Documents company={company} />;
    case 'questionnaire':
      return <Questionnaire company={company} />;
    case 'representatives':
      return (
        <section aria-labelledby="company-representatives-title">
          <h2 id="company-representatives-title">{t('company.tabs.representatives')}</h2>
          {/* their failure is the page's error, above */}
          <LoadStatus
            status={repsStatus}
            error={null}
            onRetry={() => undefined}
            retryLabel={t('common.retry')}
            loadingLabel={t('common.loading')}
            lines={3}
          >
            {() => (
              <>
                <RepresentativeDialogs />
                {groupRepresentatives(reps).map((g) => (
                  <section key={g.role} className="panel" aria-labelledby={`representatives-${g.role}`}>
                    <h3 id={`representatives-${g.role}`}>{t(`representatives.groups.${g.role}`)}</h3>
                    <RepresentativesTable
                      representatives={g.representatives}
                      caption={t(`representatives.groups.${g.role}`)}
                      empty={t(`representatives.empty.${g.role}`)}
                    />
                  </section>
                ))}
              </>
            )}
          </LoadStatus>
        </section>
      );
  }
}

/**
 * /company and /company/{path} (spec 3 §2: default documents). Sections:
 * details, documents, representatives, questionnaire; links, not ARIA tabs,
 * so each section has its own address.
 */
export function CompanyPage() {
  const { t } = useTranslation();
  const { path } = useParams();
  const section = companySection(path);
  const [status, error, request] = useUnit([$companyStatus, $companyError, companyRequested]);
  useGate(CompanyPageGate);
  return (
    <>
      <h1>{t('company.title')}</h1>
      <nav aria-label={t('company.sections')} className="company-tabs">
        <ul>
          {companySections.map((s) => (
            <li key={s}>
              <NavLink
                to={paths.companyPath.getHref(s)}
                aria-current={s === section ? 'page' : undefined}
                className={s === section ? 'active' : undefined}
              >
                {t(`company.tabs.${s}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* the error (a representatives' failure too) is shown on an unknown section as well, with no skeleton */}
      <Loadable status={status} error={error} onRetry={() => request()} lines={4} shown={section === null}>
        {() => (section === null ? null : <Section section={section} />)}
      </Loadable>
      {section === null ? <p>{t('company.unknownSection')}</p> : null}
    </>
  );
}
