import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencyDecimals } from '../../../entities/dictionary/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { LoadStatus } from '../../../shared/ui/index.ts';
import { $loadStatus, MoneyFlowChartGate, barHeight, largest, monthFlowsQuery, retryClicked } from '../model.ts';
import type { MonthFlow } from '../model.ts';
import './money-flow-chart.css';

const W = 560;
const H = 160;
const TOP = 10;

/**
 * Money in and out per month of one account over six months: a hand-made SVG (no chart library),
 * with a title, a description and the same figures as a table for screen readers and keyboard users.
 */
export default function MoneyFlowChart({ accountId, currency }: { accountId: number; currency: string }) {
  const { t } = useTranslation();
  // the sums are made in the currency's minor units: its decimals come from the currencies dictionary
  const decimals = useCurrencyDecimals(currency);
  useGate(MoneyFlowChartGate, { accountId, decimals });
  const [flows, status, retry] = useUnit([monthFlowsQuery.$data, $loadStatus, retryClicked]);

  return (
    <LoadStatus
      status={status}
      error={status === 'failed' ? t('history.chart.failed') : null}
      onRetry={() => retry()}
      retryLabel={t('common.retry')}
      loadingLabel={t('common.loading')}
      lines={4}
    >
      {() => (flows && decimals !== undefined ? <Chart flows={flows} decimals={decimals} currency={currency} /> : null)}
    </LoadStatus>
  );
}

/** The loaded chart: the bars, their months, and the same figures as a table. */
function Chart({ flows, decimals, currency }: { flows: MonthFlow[]; decimals: number; currency: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const descId = useId();
  const max = largest(flows, decimals);
  const slot = W / flows.length;
  const bar = Math.floor(slot / 3);
  const monthLabel = (m: string) =>
    new Intl.DateTimeFormat(lang, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${m}-01T00:00:00Z`),
    );
  return (
    <figure className="money-chart" data-testid="money-flow-chart">
      <svg viewBox={`0 0 ${W} ${H + 24}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <title id={titleId}>{t('history.chart.title')}</title>
        <desc id={descId}>{t('history.chart.description', { currency })}</desc>
        <line x1="0" y1={H + TOP / 2} x2={W} y2={H + TOP / 2} className="money-chart-axis" />
        {flows.map((f, i) => {
          const x = i * slot + slot / 2 - bar;
          const hIn = barHeight(f.moneyIn, max, H - TOP, decimals);
          const hOut = barHeight(f.moneyOut, max, H - TOP, decimals);
          return (
            <g key={f.month}>
              <rect x={x} y={H + TOP / 2 - hIn} width={bar - 2} height={hIn} className="money-chart-in" />
              <rect x={x + bar} y={H + TOP / 2 - hOut} width={bar - 2} height={hOut} className="money-chart-out" />
              <text x={i * slot + slot / 2} y={H + 20} textAnchor="middle" className="money-chart-label">
                {monthLabel(f.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="money-chart-legend">
        <span className="money-chart-key money-chart-key-in">{t('history.chart.in')}</span>
        <span className="money-chart-key money-chart-key-out">{t('history.chart.out')}</span>
      </figcaption>
      <details>
        <summary>{t('history.chart.asTable')}</summary>
        <table className="accounts">
          <caption className="visually-hidden">{t('history.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.chart.month')}</th>
              <th scope="col" className="num">
                {t('history.chart.in')}
              </th>
              <th scope="col" className="num">
                {t('history.chart.out')}
              </th>
            </tr>
          </thead>
          <tbody>
            {flows.map((f) => (
              <tr key={f.month}>
                <th scope="row">{monthLabel(f.month)}</th>
                <td className="num">{formatMoney(f.moneyIn, currency, lang)}</td>
                <td className="num">{formatMoney(f.moneyOut, currency, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
