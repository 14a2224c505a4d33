import {
  cardActivate,
  cardActivationDataGet,
  cardAddressReplacementCheck,
  cardBalanceInquiry,
  cardCrossPlatformRequirementGet,
  cardReissue,
  cardReissueInfoGet,
  cardShippingUpgrade,
} from '@app/contracts';
import type { Account } from '@app/contracts';
import { type StoreWritable, combine, createEvent, createStore, sample } from 'effector';
import { $accounts, accountsReloadRequested, accountsRequested } from '../../entities/account/index.ts';
import {
  type AddressReplacementWarning,
  addressReplacementWarning,
  maskCardNumber,
} from '../../entities/card/index.ts';
import {
  type Message,
  createApiQuery,
  createMoneyMutation,
  errorMessageFor,
  loadStatusFor,
  newIdempotencyKey,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

/**
 * Card lifecycle on the card screen: reissue (with express shipping) and shipping upgrade, activation (fee, fee
 * account, the first PIN shown once), balance inquiry and the cross-platform requirement. Reissue, upgrade and
 * activation charge a fee: they are money calls with an Idempotency-Key per user intent (see `intentFor`).
 */
export const reissueInfoQuery = createApiQuery(cardReissueInfoGet, { dialog: false });
export const reissueMutation = createMoneyMutation(cardReissue, { dialog: false });
export const upgradeMutation = createMoneyMutation(cardShippingUpgrade, { dialog: false });
export const activationDataQuery = createApiQuery(cardActivationDataGet, { dialog: false });
export const activateMutation = createMoneyMutation(cardActivate, { dialog: false });
/** A read of the issuer's balance (no fee in the spec): a query, asked for on the card screen. */
export const balanceQuery = createApiQuery(cardBalanceInquiry, { dialog: false });
export const crossPlatformQuery = createApiQuery(cardCrossPlatformRequirementGet, { dialog: false });
export const addressCheckQuery = createApiQuery(cardAddressReplacementCheck, { dialog: false });

/** The calls in flight, for the buttons and dialogs that wait on them. */
export const $reissuePending = reissueMutation.$pending;
export const $upgradePending = upgradeMutation.$pending;
export const $activationDataPending = activationDataQuery.$pending;
export const $activatePending = activateMutation.$pending;
export const $balancePending = balanceQuery.$pending;

/** One user intent: the key is reused while the same body is retried, and fresh for a new body. */
export interface Intent {
  key: string;
  body: string;
}
export function intentFor(prev: Intent | null, body: unknown, fresh: () => string = newIdempotencyKey): Intent {
  const text = JSON.stringify(body);
  return prev && prev.body === text ? prev : { key: fresh(), body: text };
}

/** The card screen opened a card: what it shows is loaded, what an earlier card left is forgotten. */
export const lifecycleOpened = createEvent<{ accountId: number; physical: boolean }>();
export const lifecycleClosed = createEvent();

export const reissueClicked = createEvent();
export const reissueCanceled = createEvent();
export const reissueConfirmed = createEvent<{ accountId: number; isExpressShipping: boolean }>();
export const upgradeClicked = createEvent();
export const upgradeCanceled = createEvent();
export const upgradeConfirmed = createEvent<number>();
export const activateClicked = createEvent<number>();
export const activateCanceled = createEvent();
export const activateSubmitted = createEvent<{ accountId: number; feeAccountId: number }>();
/** The customer hides the PIN, or closes the dialog: it is forgotten. */
export const activationPinHidden = createEvent();
export const activationClosed = createEvent();
export const balanceClicked = createEvent<number>();

const forget = <T>(store: StoreWritable<T>) => store.reset([sessionEnded, lifecycleOpened, lifecycleClosed]);

export const $reissueInfo = forget(
  createStore<{
    reissueFee: string;
    expressShippingFee: string;
    feeCurrency: string;
    reissuable: boolean;
    replacementShipping: 'none' | 'standard' | 'express';
    shippingUpgradable: boolean;
  } | null>(null).on(reissueInfoQuery.finished.success, (_, { result: r }) => ({
    reissueFee: r.reissueFee,
    expressShippingFee: r.expressShippingFee,
    feeCurrency: r.feeCurrency,
    reissuable: r.reissuable,
    replacementShipping: r.replacementShipping,
    shippingUpgradable: r.shippingUpgradable,
  })),
);
export const $reissueInfoFailed = forget(
  createStore(false)
    .on(reissueInfoQuery.started, () => false)
    .on(reissueInfoQuery.finished.failure, () => true),
);

export const $crossPlatform = forget(
  createStore<{ isRequired: boolean; platforms: string[]; description: string } | null>(null).on(
    crossPlatformQuery.finished.success,
    (_, { result: r }) => ({ isRequired: r.isRequired, platforms: r.platforms, description: r.description }),
  ),
);

// reissue
export const $reissueAsking = forget(
  createStore(false)
    .on(reissueClicked, () => true)
    .on([reissueCanceled, reissueMutation.finished.success], () => false),
);
const $reissueIntent = forget(
  createStore<Intent | null>(null)
    .on(reissueClicked, () => null)
    .on(reissueMutation.finished.success, () => null),
);
export const $reissueError = forget(
  createStore<Message | null>(null)
    .on([reissueClicked, reissueMutation.start], () => null)
    .on(reissueMutation.finished.failure, (_, { error }) => errorMessageFor(error)),
);
/** What the last reissue or upgrade charged, for the confirmation on the card. */
export const $lifecycleDone = forget(
  createStore<{ kind: 'reissue' | 'upgrade' | 'activate'; fee: string; feeCurrency: string } | null>(null)
    .on(reissueMutation.finished.success, (_, { result: r }) => ({
      kind: 'reissue',
      fee: r.fee,
      feeCurrency: r.feeCurrency,
    }))
    .on(upgradeMutation.finished.success, (_, { result: r }) => ({
      kind: 'upgrade',
      fee: r.fee,
      feeCurrency: r.feeCurrency,
    }))
    .on(activateMutation.finished.success, (_, { result: r }) => ({
      kind: 'activate',
      fee: r.fees,
      feeCurrency: r.feeCurrency,
    }))
    .on([reissueClicked, upgradeClicked, activateClicked], () => null),
);

sample({
  clock: reissueConfirmed,
  source: $reissueIntent,
  fn: (prev, body) => intentFor(prev, body),
  target: $reissueIntent,
});
sample({
  clock: reissueConfirmed,
  source: $reissueIntent,
  filter: (intent: Intent | null): intent is Intent => intent !== null,
  fn: (intent, body) => ({ body, idempotencyKey: intent.key }),
  target: reissueMutation.start,
});

// shipping upgrade
export const $upgradeAsking = forget(
  createStore(false)
    .on(upgradeClicked, () => true)
    .on([upgradeCanceled, upgradeMutation.finished.success], () => false),
);
const $upgradeIntent = forget(
  createStore<Intent | null>(null)
    .on(upgradeClicked, () => null)
    .on(upgradeMutation.finished.success, () => null),
);
export const $upgradeError = forget(
  createStore<Message | null>(null)
    .on([upgradeClicked, upgradeMutation.start], () => null)
    .on(upgradeMutation.finished.failure, (_, { error }) => errorMessageFor(error)),
);
sample({
  clock: upgradeConfirmed,
  source: $upgradeIntent,
  fn: (prev, accountId) => intentFor(prev, { accountId }),
  target: $upgradeIntent,
});
sample({
  clock: upgradeConfirmed,
  source: $upgradeIntent,
  filter: (intent: Intent | null): intent is Intent => intent !== null,
  fn: (intent, accountId) => ({ body: { accountId }, idempotencyKey: intent.key }),
  target: upgradeMutation.start,
});

// activation
export const $activating = forget(
  createStore(false)
    .on(activateClicked, () => true)
    .on([activateCanceled, activationClosed], () => false),
);
export const $activationData = forget(
  createStore<{ fees: string; feeCurrency: string } | null>(null)
    .on(activationDataQuery.finished.success, (_, { result: r }) => ({ fees: r.fees, feeCurrency: r.feeCurrency }))
    .on(activateClicked, () => null),
);
/**
 * The activation dialog's load (the fee of the card clicked; shared/api's rule, loadStatusFor). Decision: every
 * load counts as a first one (the skeleton): the dialog opens for one card, and an earlier card's fee must
 * not stand in for it while this one's loads.
 */
export const $activationLoad = activationDataQuery.$status.map((status) => loadStatusFor(status, false));
export const $activationError = forget(
  createStore<Message | null>(null)
    .on([activateClicked, activateMutation.start, activationDataQuery.started], () => null)
    .on([activateMutation.finished.failure, activationDataQuery.finished.failure], (_, { error }) =>
      errorMessageFor(error),
    ),
);
/** The first PIN: shown once in the dialog, never kept after it closes or the customer hides it. */
export const $activationPin = forget(
  createStore<string | null>(null)
    .on(activateMutation.finished.success, (_, { result }) => result.pinCode)
    .on([activationPinHidden, activationClosed, activateCanceled, activateClicked], () => null),
);
/** The activation went through (the PIN may already be hidden). */
export const $activated = forget(
  createStore(false)
    .on(activateMutation.finished.success, () => true)
    .on([activateClicked, activationClosed], () => false),
);
const $activateIntent = forget(
  createStore<Intent | null>(null)
    .on(activateClicked, () => null)
    .on(activateMutation.finished.success, () => null),
);
sample({ clock: activateClicked, fn: (accountId) => ({ body: { accountId } }), target: activationDataQuery.start });
sample({
  clock: activateSubmitted,
  source: $activateIntent,
  fn: (prev, body) => intentFor(prev, body),
  target: $activateIntent,
});
sample({
  clock: activateSubmitted,
  source: $activateIntent,
  filter: (intent: Intent | null): intent is Intent => intent !== null,
  fn: (intent, { accountId, feeAccountId }) => ({
    body: { accountId, feeAccountId, extraParams: {} },
    idempotencyKey: intent.key,
  }),
  target: activateMutation.start,
});

// balance inquiry (spec 2 §4 "Balance")
export const $balanceInquiry = forget(
  createStore<{ balance: string; pendingAmount: string; currencyCode: string } | null>(null).on(
    balanceQuery.finished.success,
    (_, { result: r }) => ({ balance: r.balance, pendingAmount: r.pendingAmount, currencyCode: r.currencyCode }),
  ),
);
export const $balanceError = forget(
  createStore<Message | null>(null)
    .on(balanceQuery.started, () => null)
    .on(balanceQuery.finished.failure, (_, { error }) => errorMessageFor(error)),
);
sample({ clock: balanceClicked, fn: (accountId) => ({ body: { accountId } }), target: balanceQuery.start });

// what the card screen loads; a charge reloads the card and its replacement state
sample({
  clock: lifecycleOpened,
  fn: ({ accountId }) => ({ body: { accountId } }),
  target: crossPlatformQuery.start,
});
sample({
  clock: lifecycleOpened,
  filter: ({ physical }) => physical,
  fn: ({ accountId }) => ({ body: { accountId } }),
  target: reissueInfoQuery.start,
});
sample({
  clock: [reissueMutation.finished.success, upgradeMutation.finished.success],
  fn: ({ params }) => ({ body: { accountId: params.body.accountId } }),
  target: reissueInfoQuery.start,
});
sample({
  clock: [reissueMutation.finished.success, upgradeMutation.finished.success, activationClosed],
  target: accountsReloadRequested,
});

/** The card shown (its account and whether it is physical): its lifecycle data loads for it and is forgotten on leaving. */
export const CardLifecycleGate = createGate<{ accountId?: number; physical?: boolean }>();
// a key of primitives: the gate's props are a new object on every render, the card only changes with the key
const $cardKey = CardLifecycleGate.state.map((p) =>
  p.accountId === undefined ? null : `${p.accountId}:${p.physical === true ? 'physical' : 'virtual'}`,
);
sample({
  clock: $cardKey.updates,
  source: CardLifecycleGate.state,
  filter: (props, key) => key !== null && props.accountId !== undefined,
  fn: (props) => ({ accountId: props.accountId ?? 0, physical: props.physical === true }),
  target: lifecycleOpened,
});
sample({ clock: CardLifecycleGate.close, fn: () => undefined, target: lifecycleClosed });

/* ---- the address-replacement compatibility check (spec 2 §7), asked by the profile's address rows ---- */

/**
 * Where the check of one address stands: being asked, nothing affected (the replacement goes on at once), cards
 * affected (the customer confirms or cancels), or the check failed. Decision: a failed check is told and the
 * customer may still go on (the address is theirs to change).
 */
export type AddressCheckStatus = 'checking' | 'clear' | 'ask' | 'failed';

/** Opened by every address row that may replace its address: the card names of a warning are loaded. */
export const AddressReplacementGuardGate = createGate();
export const addressCheckRequested = createEvent<{ countryCode: string; oldAddressId: number }>();
/** The customer canceled, or the replacement went on: the check is over. */
export const addressCheckClosed = createEvent();

export const $addressCheck = createStore<{ oldAddressId: number; status: AddressCheckStatus } | null>(null)
  .on(addressCheckRequested, (_, { oldAddressId }) => ({ oldAddressId, status: 'checking' }))
  .on(addressCheckQuery.finished.success, (check, { result }) =>
    check
      ? { ...check, status: addressReplacementWarning(result, () => undefined).kind === 'none' ? 'clear' : 'ask' }
      : check,
  )
  .on(addressCheckQuery.finished.failure, (check) => (check ? { ...check, status: 'failed' } : check))
  .reset(addressCheckClosed, sessionEnded);

/** A card by its name: the alias, else the masked number. */
const cardName = (a: Account) => a.cardAliasName ?? (a.cardNumber ? maskCardNumber(a.cardNumber) : undefined);

/** Which cards the replacement affects, by name (the account id while the list has not named it). */
export const $addressWarning = combine(
  addressCheckQuery.$data,
  $accounts,
  (result, accounts): AddressReplacementWarning | null => {
    if (!result) return null;
    const byId = new Map(accounts.map((a) => [a.accountId, a]));
    return addressReplacementWarning(result, (id) => {
      const a = byId.get(id);
      return a ? cardName(a) : undefined;
    });
  },
);

// the card names: the account list when a row opens (the entity's throttled load), fresh when a check is asked
sample({ clock: AddressReplacementGuardGate.open, fn: () => undefined, target: accountsRequested });
sample({ clock: addressCheckRequested, fn: () => undefined, target: accountsReloadRequested });
sample({
  clock: addressCheckRequested,
  fn: ({ countryCode, oldAddressId }) => ({ body: { countryCode, oldAddressId } }),
  target: addressCheckQuery.start,
});
sample({ clock: addressCheckClosed, target: addressCheckQuery.reset });
