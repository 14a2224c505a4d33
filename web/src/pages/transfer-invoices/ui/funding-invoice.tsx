import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $accounts } from '../../../entities/account/index.ts';
import { useCurrencyDecimals } from '../../../entities/dictionary/index.ts';
import { Alert, Button, SelectField, TextField } from '../../../shared/ui/index.ts';
import { currenciesOf, fundingAmountProblem } from '../lib.ts';
import { $funding, $fundingFailed, fundingSubmitted } from '../model.ts';

/**
 * Funding invoice (spec 2 §7 "funding invoice create (amount)"): an invoice the customer pays to fund their own
 * account. A failure says spec 2 §8's 'Failed to generate invoice. Please, try again.' and keeps the amount.
 */
export function FundingInvoice() {
  const { t } = useTranslation();
  const [busy, failed, accounts, submit] = useUnit([$funding, $fundingFailed, $accounts, fundingSubmitted]);
  const currencies = currenciesOf(accounts);
  const [amount, setAmount] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked ?? currencies[0] ?? 'USD';
  const [tried, setTried] = useState(false);
  const decimals = useCurrencyDecimals(currency);
  const problem = fundingAmountProblem(amount, decimals);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem === null) submit({ amount, currency });
  };
  return (
    <section className="panel invoice-funding" aria-labelledby="invoice-funding-title">
      <h2 id="invoice-funding-title">{t('invoices.funding.title')}</h2>
      <p>{t('invoices.funding.text')}</p>
      <form className="invoice-funding-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('invoices.funding.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={tried && problem ? t(`invoices.create.errors.amount.${problem}`) : null}
        />
        {/* Always there, so the form does not move when the accounts arrive: until then it says it is loading;
            with one currency it shows that currency, with nothing to choose. */}
        <SelectField
          label={t('invoices.create.currency')}
          value={currencies.length > 0 ? currency : null}
          placeholder={t('common.loading')}
          disabled={currencies.length <= 1}
          onChange={setPicked}
          options={currencies.map((c) => ({ id: c, label: c }))}
        />
        <div className="form-footer">
          <Button type="submit" disabled={busy}>
            {busy ? t('invoices.funding.sending') : t('invoices.funding.submit')}
          </Button>
        </div>
      </form>
      {failed ? (
        <Alert>
          <p>{t('invoices.generateFailed')}</p>
        </Alert>
      ) : null}
    </section>
  );
}
