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
import { type StoreWritable, createEvent, createStore, sample } from 'effector';
import { accountListFx } from '../../entities/account/index.ts';
import {
  type Message,
  createCallFx,
  createMoneyCallFx,
  errorMessageFor,
  newIdempotencyKey,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

/**
 * Card lifecycle on the card screen: reissue (with express shipping) and shipping upgrade, activation (fee, fee
 * account, the first PIN shown once), balance inquiry and the cross-platform requirement. Reissue, upgrade and
 * activation charge a fee: they are money calls with an Idempotency-Key per user intent (see `intentFor`).
 */
export const reissueInfoFx = createCallFx(cardReissueInfoGet, { dialog: false });
export const reissueFx = createMoneyCallFx(cardReissue, { dialog: false });
export const upgradeFx = createMoneyCallFx(cardShippingUpgrade, { dialog: false });
export const activationDataFx = createCallFx(cardActivationDataGet, { dialog: false });
export const activateFx = createMoneyCallFx(cardActivate, { dialog: false });
export const balanceFx = createCallFx(cardBalanceInquiry, { dialog: false });
export const crossPlatformFx = createCallFx(cardCrossPlatformRequirementGet, { dialog: false });
export const addressCheckFx = createCallFx(cardAddressReplacementCheck, { dialog: false });

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
  } | null>(null).on(reissueInfoFx.doneData, (_, r) => ({
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
    .on(reissueInfoFx, () => false)
    .on(reissueInfoFx.fail, () => true),
);

export const $crossPlatform = forget(
  createStore<{ isRequired: boolean; platforms: string[]; description: string } | null>(null).on(
    crossPlatformFx.doneData,
    (_, r) => ({ isRequired: r.isRequired, platforms: r.platforms, description: r.description }),
  ),
);

// reissue
export const $reissueAsking = forget(
  createStore(false)
    .on(reissueClicked, () => true)
    .on([reissueCanceled, reissueFx.done], () => false),
);
const $reissueIntent = forget(
  createStore<Intent | null>(null)
    .on(reissueClicked, () => null)
    .on(reissueFx.done, () => null),
);
export const $reissueError = forget(
  createStore<Message | null>(null)
    .on([reissueClicked, reissueFx], () => null)
    .on(reissueFx.failData, (_, e) => errorMessageFor(e)),
);
/** What the last reissue or upgrade charged, for the confirmation on the card. */
export const $lifecycleDone = forget(
  createStore<{ kind: 'reissue' | 'upgrade' | 'activate'; fee: string; feeCurrency: string } | null>(null)
    .on(reissueFx.doneData, (_, r) => ({ kind: 'reissue', fee: r.fee, feeCurrency: r.feeCurrency }))
    .on(upgradeFx.doneData, (_, r) => ({ kind: 'upgrade', fee: r.fee, feeCurrency: r.feeCurrency }))
    .on(activateFx.doneData, (_, r) => ({ kind: 'activate', fee: r.fees, feeCurrency: r.feeCurrency }))
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
  target: reissueFx,
});

// shipping upgrade
export const $upgradeAsking = forget(
  createStore(false)
    .on(upgradeClicked, () => true)
    .on([upgradeCanceled, upgradeFx.done], () => false),
);
const $upgradeIntent = forget(
  createStore<Intent | null>(null)
    .on(upgradeClicked, () => null)
    .on(upgradeFx.done, () => null),
);
export const $upgradeError = forget(
  createStore<Message | null>(null)
    .on([upgradeClicked, upgradeFx], () => null)
    .on(upgradeFx.failData, (_, e) => errorMessageFor(e)),
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
  target: upgradeFx,
});

// activation
export const $activating = forget(
  createStore(false)
    .on(activateClicked, () => true)
    .on([activateCanceled, activationClosed], () => false),
);
export const $activationData = forget(
  createStore<{ fees: string; feeCurrency: string } | null>(null)
    .on(activationDataFx.doneData, (_, r) => ({ fees: r.fees, feeCurrency: r.feeCurrency }))
    .on(activateClicked, () => null),
);
export const $activationError = forget(
  createStore<Message | null>(null)
    .on([activateClicked, activateFx, activationDataFx], () => null)
    .on([activateFx.failData, activationDataFx.failData], (_, e) => errorMessageFor(e)),
);
/** The first PIN: shown once in the dialog, never kept after it closes or the customer hides it. */
export const $activationPin = forget(
  createStore<string | null>(null)
    .on(activateFx.doneData, (_, r) => r.pinCode)
    .on([activationPinHidden, activationClosed, activateCanceled, activateClicked], () => null),
);
/** The activation went through (the PIN may already be hidden). */
export const $activated = forget(
  createStore(false)
    .on(activateFx.done, () => true)
    .on([activateClicked, activationClosed], () => false),
);
const $activateIntent = forget(
  createStore<Intent | null>(null)
    .on(activateClicked, () => null)
    .on(activateFx.done, () => null),
);
sample({ clock: activateClicked, fn: (accountId) => ({ body: { accountId } }), target: activationDataFx });
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
  target: activateFx,
});

// balance inquiry (spec 2 §4 "Balance")
export const $balanceInquiry = forget(
  createStore<{ balance: string; pendingAmount: string; currencyCode: string } | null>(null).on(
    balanceFx.doneData,
    (_, r) => ({ balance: r.balance, pendingAmount: r.pendingAmount, currencyCode: r.currencyCode }),
  ),
);
export const $balanceError = forget(
  createStore<Message | null>(null)
    .on(balanceFx, () => null)
    .on(balanceFx.failData, (_, e) => errorMessageFor(e)),
);
sample({ clock: balanceClicked, fn: (accountId) => ({ body: { accountId } }), target: balanceFx });

// what the card screen loads; a charge reloads the card and its replacement state
sample({
  clock: lifecycleOpened,
  fn: ({ accountId }) => ({ body: { accountId } }),
  target: crossPlatformFx,
});
sample({
  clock: lifecycleOpened,
  filter: ({ physical }) => physical,
  fn: ({ accountId }) => ({ body: { accountId } }),
  target: reissueInfoFx,
});
sample({
  clock: [reissueFx.done, upgradeFx.done],
  fn: ({ params }) => ({ body: { accountId: params.body.accountId } }),
  target: reissueInfoFx,
});
sample({ clock: [reissueFx.done, upgradeFx.done, activationClosed], fn: () => undefined, target: accountListFx });

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
