import { historyStatuses } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Button, SelectField, TextField } from '../../../shared/ui/index.ts';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $history,
  $historyError,
  $historyFilter,
  $historyLoading,
  $historyStatus,
  type HistoryFilter,
  HistoryGate,
  type StatusChoice,
  emptyHistoryFilter,
  historyFilterApplied,
  historyFilterProblems,
  historyRetried,
} from '../model.ts';
import { VerificationTable } from './verification-table.tsx';
import './merchant-security.css';

/**
 * /merchant/security/verification/history (spec 3 §2): the finished requests (completed, rejected, closed; decided
 * in contracts merchant-security.ts), filtered by status and by the days they were made (from, to).
 */
export function VerificationHistoryPage() {
  const { t } = useTranslation();
  useGate(HistoryGate);
  const [rows, status, error, loading, applied] = useUnit([
    $history,
    $historyStatus,
    $historyError,
    $historyLoading,
    $historyFilter,
  ]);
  const [apply, retry] = useUnit([historyFilterApplied, historyRetried]);
  const [form, setForm] = useState<HistoryFilter>(emptyHistoryFilter);
  const [tried, setTried] = useState(false);
  const problems = historyFilterProblems(form);
  const options: { id: StatusChoice; label: string }[] = [
    { id: 'all', label: t('merchantSecurity.history.allFinished') },
    ...historyStatuses.map((s) => ({ id: s, label: t(`merchantSecurity.statuses.${s}`) })),
  ];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(problems).length === 0) apply(form);
  };
  const onReset = () => {
    setForm(emptyHistoryFilter);
    setTried(false);
    apply(emptyHistoryFilter);
  };
  const filtered = applied.status !== 'all' || applied.from !== '' || applied.to !== '';

  return (
    <MerchantLayout title={t('merchantSecurity.history.title')}>
      <div className="merchant-security">
        <p>{t('merchantSecurity.history.text')}</p>
        <form
          className="panel merchant-security-filter"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('merchantSecurity.filters.title')}
        >
          <SelectField
            label={t('merchantSecurity.filters.status')}
            value={form.status}
            onChange={(s) => setForm((f) => ({ ...f, status: s }))}
            options={options}
          />
          <TextField
            label={t('merchantSecurity.filters.from')}
            type="date"
            name="from"
            value={form.from}
            onChange={(e) => setForm((f) => ({ ...f, from: e.target.value }))}
          />
          <TextField
            label={t('merchantSecurity.filters.to')}
            type="date"
            name="to"
            value={form.to}
            onChange={(e) => setForm((f) => ({ ...f, to: e.target.value }))}
            error={tried && problems.to ? t('merchantSecurity.filters.order') : null}
          />
          <div className="form-footer">
            <Button type="submit" disabled={loading}>
              {t('merchantSecurity.filters.apply')}
            </Button>
            <Button type="button" variant="secondary" onClick={onReset}>
              {t('merchantSecurity.filters.reset')}
            </Button>
          </div>
        </form>
        <Loadable status={status} error={error} onRetry={() => retry()} lines={5} shown={rows !== null}>
          {() =>
            rows === null ? null : rows.length === 0 ? (
              <p className="empty">
                {filtered ? t('merchantSecurity.filters.none') : t('merchantSecurity.history.empty')}
              </p>
            ) : (
              <VerificationTable rows={rows} caption={t('merchantSecurity.history.title')} finished busy={loading} />
            )
          }
        </Loadable>
      </div>
    </MerchantLayout>
  );
}
