import type { Account } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { type CardAction, walletCardOf } from '../../../entities/card/index.ts';
import { $userName } from '../../../entities/session/index.ts';
import {
  $walletAdded,
  $walletAdding,
  $walletFailed,
  walletAddClicked,
  $enrollAsking,
  $enrollError,
  $enrolled,
  $enrolling,
  enrollCanceled,
  enrollClicked,
  enrollConfirmed,
} from '../../../features/card-actions/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { inMobileWrapper } from '../../../shared/lib/wrapper-post.ts';
import { paths, Link } from '../../../shared/routes/index.ts';
import { Alert, Button, ConfirmDialog } from '../../../shared/ui/index.ts';

/** /history with the card's account picked (the history page's `accountId` query). */
export const cardHistoryHref = (accountId: number) => `${paths.history.getHref()}?accountId=${String(accountId)}`;
/** /transfer/account with the card as the destination (the transfer page's `to` query). */
export const cardLoadHref = (accountId: number) => `${paths.transferAccount.getHref()}?to=${String(accountId)}`;

/**
 * Spec 2 §4 "History: Paused, Active, Limited or Expired." and "Load card …: Active and not Fraud": links to the
 * screens that do them, with this card named (the card's history; the between-accounts form loading this card).
 */
export function CardLinks({ card, actions }: { card: Account; actions: readonly CardAction[] }) {
  const { t } = useTranslation();
  return (
    <>
      {actions.includes('history') ? (
        <Link className="btn btn-secondary" to={cardHistoryHref(card.accountId)}>
          {t('cardActions.history')}
        </Link>
      ) : null}
      {actions.includes('load') ? (
        <Link className="btn btn-secondary" to={cardLoadHref(card.accountId)}>
          {t('cardActions.load')}
        </Link>
      ) : null}
    </>
  );
}

/**
 * Spec 2 §4 "… enrollment: Active and not Fraud (enrollment for physical cards only)": enrollment in 3-D Secure
 * (contracts cards.ts cardEnrollment). Asks first; the outcome is said here. A card the account list marks enrolled
 * says so instead of offering it again.
 */
export function CardEnrollment({ card }: { card: Account }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [asking, busy, enrolled, error, ask, cancel, confirm] = useUnit([
    $enrollAsking,
    $enrolling,
    $enrolled,
    $enrollError,
    enrollClicked,
    enrollCanceled,
    enrollConfirmed,
  ]);
  const done = enrolled?.accountId === card.accountId ? enrolled : null;
  return (
    <div className="card-enrollment">
      {error ? <Alert>{text(error)}</Alert> : null}
      {done ? <Alert tone="info">{t('cardActions.enrolledNow', { phone: done.codesSentTo })}</Alert> : null}
      {card.cardIsEnrolled === true ? (
        <p>{t('cardActions.enrolled')}</p>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => ask()}>
          {t('cardActions.enroll')}
        </Button>
      )}
      {asking ? (
        <ConfirmDialog
          title={t('cardActions.enrollTitle')}
          text={t('cardActions.enrollText')}
          confirmLabel={t('cardActions.enroll')}
          cancelLabel={t('common.cancel')}
          busy={busy}
          onConfirm={() => confirm(card.accountId)}
          onCancel={() => cancel()}
        />
      ) : null}
    </div>
  );
}

/**
 * Spec 3 §3 addCardToWallet: inside the mobile wrapper, an Active card can be added to the phone's wallet by the app
 * (entities/card walletCardOf); outside it nothing shows.
 */
export function CardWallet({ card }: { card: Account }) {
  const { t } = useTranslation();
  const [holder, added, failed, adding, add] = useUnit([
    $userName,
    $walletAdded,
    $walletFailed,
    $walletAdding,
    walletAddClicked,
  ]);
  const offered = walletCardOf(card, holder, inMobileWrapper());
  if (!offered) return null;
  return (
    <div className="card-wallet">
      <Button variant="secondary" disabled={adding} onClick={() => add(offered)}>
        {t('mobileWrapper.addToWallet')}
      </Button>
      {added === card.accountId ? <p role="status">{t('mobileWrapper.walletAdded')}</p> : null}
      {failed ? <Alert>{t('mobileWrapper.walletFailed')}</Alert> : null}
    </div>
  );
}
