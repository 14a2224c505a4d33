import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { RepresentativeCertification } from '@app/contracts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { $certification, $loadStatus, SelfCertificationRepresentativePageGate } from '../model.ts';

/**
 * Spec 1 §2 /self-certification-representative: the representative's tax
 * certification, loaded with the auth secret. Editing belongs to the
 * self-certification work; until then the page shows it read-only and says so.
 */
export function SelfCertificationRepresentativePage() {
  const [certification, status] = useUnit([$certification, $loadStatus]);
  useGate(SelfCertificationRepresentativePageGate);

  // a failed load leads back to login (the model): no error or retry here
  return (
    <Loadable status={status} error={null} onRetry={() => undefined} lines={4}>
      {() => (certification ? <Certification c={certification} /> : null)}
    </Loadable>
  );
}

/** The certification once loaded, read-only. */
function Certification({ c }: { c: RepresentativeCertification }) {
  const { t } = useTranslation();
  const name = `${c.firstName} ${c.lastName}`.trim();
  const value = (v: string | undefined) => (v && v.trim() !== '' ? v : t('representativeCertification.notGiven'));
  const rows: [string, string][] = [
    [t('representativeCertification.name'), name],
    [t('representativeCertification.countryOfBirth'), value(c.countryOfBirth)],
    [t('representativeCertification.cityOfBirth'), value(c.cityOfBirth)],
    [t('representativeCertification.dateOfBirth'), value(c.dateOfBirth)],
    [t('representativeCertification.citizenship'), value(c.citizenship)],
    [
      t('representativeCertification.usTaxPayer'),
      c.isUSTaxPayer === undefined
        ? t('representativeCertification.notGiven')
        : t(c.isUSTaxPayer ? 'representativeCertification.yes' : 'representativeCertification.no'),
    ],
  ];
  return (
    <>
      <h1>{t('representativeCertification.title')}</h1>
      <p>{t('representativeCertification.intro', { name })}</p>
      <Alert tone="info">
        <p>{t('representativeCertification.placeholder')}</p>
      </Alert>
      <dl className="details">
        {rows.map(([label, v]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h2 id="tax-ids">{t('representativeCertification.taxIds')}</h2>
      <table className="accounts" aria-labelledby="tax-ids">
        <thead>
          <tr>
            <th scope="col">{t('representativeCertification.taxCountry')}</th>
            <th scope="col">{t('representativeCertification.taxId')}</th>
            <th scope="col">{t('representativeCertification.missingReason')}</th>
            <th scope="col">{t('representativeCertification.explanation')}</th>
          </tr>
        </thead>
        <tbody>
          {c.taxIds.map((tax, i) => (
            <tr key={`${tax.countryCode}-${i}`}>
              <td>{tax.countryCode}</td>
              <td>{value(tax.taxId)}</td>
              <td>
                {tax.tinMissingReason
                  ? t(`representativeCertification.reasons.${tax.tinMissingReason}`)
                  : t('representativeCertification.notGiven')}
              </td>
              <td>{value(tax.tinMissingExplanation)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
