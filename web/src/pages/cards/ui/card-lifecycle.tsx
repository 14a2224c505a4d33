import type { Account } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $accounts } from '../../../entities/account/index.ts';
import { activationFeeAccounts, addDecimals, canActivate, canReissue } from '../../../entities/card/index.ts';
import {
  $activated,
  $activating,
  $activationData,
  $activationError,
  $activationLoad,
  $activationPin,
  $balanceError,
  $balanceInquiry,
  $crossPlatform,
  $lifecycleDone,
  $reissueAsking,
  $reissueError,
  $reissueInfo,
  $upgradeAsking,
  $upgradeError,
  activateCanceled,
  activateClicked,
  $activatePending,
  activateSubmitted,
  activationClosed,
  $activationDataPending,
  activationPinHidden,
  balanceClicked,
  $balancePending,
  CardLifecycleGate,
  reissueCanceled,
  reissueClicked,
  reissueConfirmed,
  $reissuePending,
  upgradeCanceled,
  upgradeClicked,
  upgradeConfirmed,
  $upgradePending,
} from '../../../features/card-lifecycle/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button, Dialog, SelectField } from '../../../shared/ui/index.ts';

/** Spec 2 §4 "Balance": the issuer's balance of the card, asked on request. */
export function BalanceInquiry({ card }: { card: Account }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [result, error, busy, ask] = useUnit([$balanceInquiry, $balanceError, $balancePending, balanceClicked]);
  return (
    <div className="card-balance-inquiry">
      <Button variant="secondary" disabled={busy} onClick={() => ask(card.accountId)}>
        {t('cardLifecycle.checkBalance')}
      </Button>
      {error ? <Alert>{text(error)}</Alert> : null}
      {result ? (
        <p data-testid="balance-inquiry" aria-live="polite">
          {t('cardLifecycle.balanceResult', {
            balance: formatMoney(result.balance, result.currencyCode, i18n.language),
            pending: formatMoney(result.pendingAmount, result.currencyCode, i18n.language),
          })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec 2 §7 "Cross platform requirement get". Decision: when the card needs another platform (the mobile app,
 * e.g. to confirm online payments by 3-D Secure), the card screen says so with the issuer's description and the
 * platforms; when it needs none, nothing is shown.
 */
export function CrossPlatformNotice() {
  const { t } = useTranslation();
  const requirement = useUnit($crossPlatform);
  if (!requirement?.isRequired) return null;
  const platforms = requirement.platforms.map((p) => t(`cardLifecycle.platforms.${p}`)).join(', ');
  return (
    <Alert tone="info">
      <strong>{t('cardLifecycle.crossPlatformTitle', { platforms })}</strong> {requirement.description}
    </Alert>
  );
}

function ReissueDialog({ card }: { card: Account }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [info, error, busy, cancel, confirm] = useUnit([
    $reissueInfo,
    $reissueError,
    $reissuePending,
    reissueCanceled,
    reissueConfirmed,
  ]);
  const [express, setExpress] = useState(false);
  if (!info) return null;
  const money = (amount: string) => formatMoney(amount, info.feeCurrency, i18n.language);
  const total = express ? addDecimals(info.reissueFee, info.expressShippingFee) : info.reissueFee;
  return (
    <Dialog
      title={t('cardLifecycle.reissueTitle')}
      onClose={() => cancel()}
      actions={
        <>
          <Button variant="secondary" onClick={() => cancel()}>
            {t('common.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => confirm({ accountId: card.accountId, isExpressShipping: express })}>
            {t('cardLifecycle.reissueConfirm', { fee: money(total) })}
          </Button>
        </>
      }
    >
      <p>{t('cardLifecycle.reissueText')}</p>
      {error ? <Alert>{text(error)}</Alert> : null}
      <label className="checkbox">
        <input type="checkbox" checked={express} onChange={(e) => setExpress(e.target.checked)} />{' '}
        {t('cardLifecycle.expressShipping', { fee: money(info.expressShippingFee) })}
      </label>
      <dl className="details-list">
        <dt>{t('cardLifecycle.reissueFee')}</dt>
        <dd>{money(info.reissueFee)}</dd>
        {express ? (
          <>
            <dt>{t('cardLifecycle.expressFee')}</dt>
            <dd>{money(info.expressShippingFee)}</dd>
          </>
        ) : null}
        <dt>{t('cardLifecycle.totalFee')}</dt>
        <dd data-testid="reissue-total">{money(total)}</dd>
      </dl>
      <p className="hint">{t('cardLifecycle.feeFromCard')}</p>
    </Dialog>
  );
}

function ActivationDialog({ card }: { card: Account }) {
  const { t, i18n } = useTranslation();
  const [accounts, data, loading, load, error, pin, activated, busy, cancel, submit, hidePin, close, retry] = useUnit([
    $accounts,
    $activationData,
    $activationDataPending,
    $activationLoad,
    $activationError,
    $activationPin,
    $activated,
    $activatePending,
    activateCanceled,
    activateSubmitted,
    activationPinHidden,
    activationClosed,
    activateClicked,
  ]);
  const options = data ? activationFeeAccounts(accounts, data.feeCurrency) : [];
  const [feeAccountId, setFeeAccountId] = useState<number | null>(null);
  const chosen = feeAccountId ?? options[0]?.accountId ?? null;
  if (activated)
    return (
      <Dialog
        title={t('cardLifecycle.activatedTitle')}
        onClose={() => close()}
        actions={<Button onClick={() => close()}>{t('cardLifecycle.done')}</Button>}
      >
        <p>{t('cardLifecycle.activatedText')}</p>
        {pin ? (
          <>
            <p className="pin-code">
              {t('cardLifecycle.pinCode')} <strong data-testid="activation-pin">{pin}</strong>
            </p>
            <p className="hint">{t('cardLifecycle.pinOnce')}</p>
            <Button variant="secondary" onClick={() => hidePin()}>
              {t('cardLifecycle.hidePin')}
            </Button>
          </>
        ) : (
          <p>{t('cardLifecycle.pinHidden')}</p>
        )}
      </Dialog>
    );
  return (
    <Dialog
      title={t('cardLifecycle.activateTitle')}
      onClose={() => cancel()}
      actions={
        <>
          <Button variant="secondary" onClick={() => cancel()}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="card-activate-form" disabled={busy || loading || !data || options.length === 0}>
            {t('cardLifecycle.activate')}
          </Button>
        </>
      }
    >
      {/* the fee's load (a failed one with its retry) or the activation's error (without) */}
      <Loadable status={load} error={error} onRetry={() => retry(card.accountId)} lines={2}>
        {() =>
          data ? (
            <form
              id="card-activate-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (chosen !== null) submit({ accountId: card.accountId, feeAccountId: chosen });
              }}
            >
              <p data-testid="activation-fee">
                {t('cardLifecycle.activationFee', { fee: formatMoney(data.fees, data.feeCurrency, i18n.language) })}
              </p>
              {options.length === 0 ? (
                <Alert>{t('cardLifecycle.noFeeAccount', { currency: data.feeCurrency })}</Alert>
              ) : (
                <SelectField
                  label={t('cardLifecycle.feeAccount')}
                  value={chosen}
                  onChange={setFeeAccountId}
                  options={options.map((a) => ({
                    id: a.accountId,
                    label: `${a.currencyCode} ${a.accountId} · ${formatMoney(a.balance, a.currencyCode, i18n.language)}`,
                  }))}
                />
              )}
            </form>
          ) : null
        }
      </Loadable>
    </Dialog>
  );
}

/**
 * The card's lifecycle on its screen: activation of a delivered card, reissue with the fee shown first (express
 * shipping as an option), the replacement on its way and its shipping upgrade.
 */
export function CardLifecycle({ card }: { card: Account }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const physical = card.cardIsVirtual !== true;
  const [info, done, reissueAsking, upgradeAsking, upgradeError, upgradeBusy, activating] = useUnit([
    $reissueInfo,
    $lifecycleDone,
    $reissueAsking,
    $upgradeAsking,
    $upgradeError,
    $upgradePending,
    $activating,
  ]);
  const [askReissue, askUpgrade, cancelUpgrade, upgrade, activate] = useUnit([
    reissueClicked,
    upgradeClicked,
    upgradeCanceled,
    upgradeConfirmed,
    activateClicked,
  ]);
  const { accountId } = card;
  useGate(CardLifecycleGate, { accountId, physical });
  const lifecycle = {
    statusId: card.accountStatusId,
    isVirtual: !physical,
    reissuedStatusId: card.cardReissuedStatusId,
  };
  const reissuable = canReissue(lifecycle) && info?.reissuable === true;
  const activatable = canActivate(lifecycle);
  const onTheWay = info && info.replacementShipping !== 'none';
  if (!physical) return null;
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <section className="panel" aria-labelledby="card-lifecycle-title">
      <h2 id="card-lifecycle-title">{t('cardLifecycle.title')}</h2>
      {done ? (
        <Alert tone="info">{t(`cardLifecycle.done_${done.kind}`, { fee: money(done.fee, done.feeCurrency) })}</Alert>
      ) : null}
      {onTheWay ? (
        <p data-testid="replacement-state">{t(`cardLifecycle.replacement_${info.replacementShipping}`)}</p>
      ) : null}
      <div className="card-actions">
        {activatable ? (
          <Button onClick={() => activate(card.accountId)}>{t('cardLifecycle.activateCard')}</Button>
        ) : null}
        {reissuable ? (
          <Button variant="secondary" onClick={() => askReissue()}>
            {t('cardLifecycle.reissue')}
          </Button>
        ) : null}
        {info?.shippingUpgradable ? (
          <Button variant="secondary" onClick={() => askUpgrade()}>
            {t('cardLifecycle.upgrade')}
          </Button>
        ) : null}
      </div>
      {!activatable && !reissuable && !info?.shippingUpgradable && !onTheWay ? (
        <p className="empty">{t('cardLifecycle.nothing')}</p>
      ) : null}
      {reissueAsking ? <ReissueDialog card={card} /> : null}
      {upgradeAsking && info ? (
        <Dialog
          title={t('cardLifecycle.upgradeTitle')}
          onClose={() => cancelUpgrade()}
          actions={
            <>
              <Button variant="secondary" onClick={() => cancelUpgrade()}>
                {t('common.cancel')}
              </Button>
              <Button disabled={upgradeBusy} onClick={() => upgrade(card.accountId)}>
                {t('cardLifecycle.upgradeConfirm', { fee: money(info.expressShippingFee, info.feeCurrency) })}
              </Button>
            </>
          }
        >
          <p>{t('cardLifecycle.upgradeText', { fee: money(info.expressShippingFee, info.feeCurrency) })}</p>
          {upgradeError ? <Alert>{text(upgradeError)}</Alert> : null}
        </Dialog>
      ) : null}
      {activating ? <ActivationDialog card={card} /> : null}
    </section>
  );
}
