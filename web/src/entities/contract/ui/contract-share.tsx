import { useTranslation } from 'react-i18next';

/**
 * A contract's share of the revenue (spec 3 §3 "percentage"), as the customer's language writes it: "12.5 %". The
 * decimal text has at most 2 decimals (spec 3 §5), which a number shows exactly; read only for display.
 */
export function ContractShare({ percentage }: { percentage: string }) {
  const { i18n } = useTranslation();
  const text = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 2 }).format(
    Number(percentage),
  );
  return <>{text} %</>;
}
