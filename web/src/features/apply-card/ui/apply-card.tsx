import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatAmount, formatMoney } from '../../../shared/lib/index.ts';
import { Alert, SelectField } from '../../../shared/ui/index.ts';
import { $applyCountry, $applyError, $applyInfo, $applyLoading, applyCountries, applyCountryChosen } from '../model.ts';

/** Apply for a card: fees and shipping options by country (spec 2 §3 "Card application fee response"). */
export function ApplyCard() {
  const { t, i18n } = useTranslation();
  const [info, error, country, loading, choose] = useUnit([
    $applyInfo,
    $applyError,
    $applyCountry,
    $applyLoading,
    applyCountryChosen,
  ]);
  const text = useMessageText();
  const money = (amount: string) =>
    info.currency ? formatMoney(amount, info.currency, i18n.language) : formatAmount(amount, i18n.language);
  return (
    <section className="panel" aria-labelledby="apply-card-title">
      <h2 id="apply-card-title">{t('applyCard.title')}</h2>
      <SelectField
        label={t('applyCard.country')}
        placeholder={t('applyCard.chooseCountry')}
        value={country || null}
        onChange={choose}
        options={applyCountries.map((c) => ({ id: c, label: t(`applyCard.countries.${c}`) }))}
      />
      {error ? <Alert>{text(error)}</Alert> : null}
      {country && !loading ? (
        <>
          <dl className="details-list" aria-label={t('applyCard.fees')}>
            <dt>{t('applyCard.issue')}</dt>
            <dd data-testid="fee-issue">{money(info.issue)}</dd>
            <dt>{t('applyCard.annual')}</dt>
            <dd data-testid="fee-annual">{money(info.annual)}</dd>
            <dt>{t('applyCard.monthly')}</dt>
            <dd data-testid="fee-monthly">{money(info.monthly)}</dd>
          </dl>
          <h3>{t('applyCard.shipping')}</h3>
          {info.shippingOptions.length === 0 ? (
            <p className="empty">{t('applyCard.noShipping')}</p>
          ) : (
            <ul className="announcements">
              {info.shippingOptions.map((o) => (
                <li key={o.id} data-testid={`shipping-${o.type}`}>
                  <strong>{t(`applyCard.shippingTypes.${o.type === 'express' ? 'express' : 'standard'}`)}</strong> —{' '}
                  {money(o.fee)}, {o.deliveryTime}
                  {o.disabledReasons.length > 0 ? <p className="field-error">{o.disabledReasons.join(' ')}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
