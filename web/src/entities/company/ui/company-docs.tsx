import type { UploadedDocument } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { documentStatusName } from '../../profile/@x/company.ts';
import { type CompanyDocState, companyDocState } from '../rules.ts';
import './company.css';

/** A marker that is not colour alone: an icon-like dot plus the words. */
export function NeedsAction() {
  const { t } = useTranslation();
  return <span className="needs-action">{t('company.needsAction')}</span>;
}

const stateKey: Record<CompanyDocState, string> = {
  fine: 'company.statusFine',
  needsAction: 'company.needsAction',
  notSet: 'company.statusNotSet',
};

/** A numeric company or representative document status in words. */
export function DocState({ status }: { status: number | undefined }) {
  const { t } = useTranslation();
  const state = companyDocState(status);
  return state === 'needsAction' ? <NeedsAction /> : <span>{t(stateKey[state])}</span>;
}

/** Uploaded documents with their status names (spec 1 §3 ids) and upload dates. */
export function DocumentTable({ documents, caption }: { documents: readonly UploadedDocument[]; caption: string }) {
  const { t, i18n } = useTranslation();
  if (documents.length === 0) return <p className="empty">{t('company.noDocuments')}</p>;
  const date = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(i18n.language);
  };
  return (
    <table className="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('company.document')}</th>
          <th scope="col">{t('company.status')}</th>
          <th scope="col">{t('company.uploaded')}</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((d) => (
          <tr key={d.id}>
            <td>
              {d.documentType}
              {d.side ? ` (${t(`documents.sides.${d.side}`)})` : ''}
            </td>
            <td>
              {t(`documents.status.${documentStatusName(d.statusId, { expiresDate: d.expiresDate })}`)}
              {d.rejectReason ? (
                <>
                  <br />
                  {t('documents.rejectReason', { reason: d.rejectReason })}
                </>
              ) : null}
            </td>
            <td>{date(d.uploaded)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
