import {
  type Account,
  type CallBodyOf,
  CLOSED_ACCOUNT_STATUS,
  type ExternalTransferType,
  type PaymentTemplate,
  type RecentTransfer,
  cryptoFeeGet,
  customerLimitsGet,
  externalSubmitCalls,
  externalTransferFeeGet,
  externalTransferTypes,
  externalTransfersAvailableGet,
  paymentTemplatesGet,
  recentTransferDetailsGet,
  recentTransfersGet,
  transferMaxAmountGet,
} from '@app/contracts';
import { type EventCallable, combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $accounts,
  accountListQuery,
  accountsReloadRequested,
  isPaymentAccount,
} from '../../entities/account/index.ts';
import { $customer, $isBusiness } from '../../entities/customer/index.ts';
import {
  type RepeatUpdate,
  type TransferPermission,
  externalLinkOf,
  externalLinkSearch,
  offeredExternalTypes,
  paymentStatusText,
  repeatOf,
} from '../../entities/external-transfer/index.ts';
import { approvalStarted, settled } from '../../features/approve-transfer/index.ts';
import { type MoneyOutcome, type MoneyParams, createMoneyOutcome } from '../../shared/money-outcome/index.ts';
import {
  type Message,
  createApiQuery,
  readyOnceAnswered,
  createMoneyMutation,
  errorMessageFor,
  newIdempotencyKey,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { navigateFx, paths } from '../../shared/routes/index.ts';
import { type BlockContext, blockModels } from './blocks.ts';
import { type WithdrawalLimit, externalLoads, limitOf, repeatFields, templateUse, typeDestination } from './lib.ts';

/**
 * /transfer/external: money leaving the provider by wire, eft, card payout (oct), crypto, instant payment or Interac
 * (spec 2 §1, §2, §5-§9). The page owns the type, the permission (own/3d), the source account, the destination
 * country, the currency the beneficiary receives, the amount, the reference and the template; the type's own fields
 * come from its beneficiary block (blocks.ts). Every load is a query started when its inputs are complete (spec 2
 * §5), the latest answer wins; every error shows on the page, not in the dialog.
 */
export const TransferExternalGate = createGate();
/** The address's query string, on opening and whenever it changes (the transfers navigation links by type). */
export const linkOpened = createEvent<string>();

/** Spec 2 §9: "Recent P2P transfers limit 3; other recent transfers limit 5." */
export const RECENT_EXTERNAL_LIMIT = 5;
/** Spec 2 §9 "Recent transfer types: eft, wire, oct, p2p, crypto_eft, instant_payment, interac", the external ones. */
export const RECENT_EXTERNAL_TYPES = ['eft', 'wire', 'oct', 'crypto_eft', 'instant_payment', 'interac'] as const;

export const availableQuery = createApiQuery(externalTransfersAvailableGet, { dialog: false });
/** The same call for the destination country chosen: whether the chosen type can be sent there. */
export const countryAvailableQuery = createApiQuery(externalTransfersAvailableGet, { dialog: false });
export const feeQuery = createApiQuery(externalTransferFeeGet, { dialog: false });
export const cryptoFeeQuery = createApiQuery(cryptoFeeGet, { dialog: false });
export const maxAmountQuery = createApiQuery(transferMaxAmountGet, { dialog: false });
export const limitsQuery = createApiQuery(customerLimitsGet, { dialog: false });
export const templatesQuery = createApiQuery(paymentTemplatesGet, { dialog: false });
export const recentQuery = createApiQuery(recentTransfersGet, { dialog: false });
export const repeatQuery = createApiQuery(recentTransferDetailsGet, { dialog: false });

/** One money mutation per type (spec 2 §7 "External: submit per type"), each with the intent's Idempotency-Key. */
export const submitMutations = {
  wire: createMoneyMutation(externalSubmitCalls.wire, { dialog: false }),
  eft: createMoneyMutation(externalSubmitCalls.eft, { dialog: false }),
  oct: createMoneyMutation(externalSubmitCalls.oct, { dialog: false }),
  crypto_eft: createMoneyMutation(externalSubmitCalls.crypto_eft, { dialog: false }),
  instant_payment: createMoneyMutation(externalSubmitCalls.instant_payment, { dialog: false }),
  interac: createMoneyMutation(externalSubmitCalls.interac, { dialog: false }),
} as const;

export const permissionChanged = createEvent<TransferPermission>();
export const typeChanged = createEvent<ExternalTransferType | null>();
/** The user picked a type in one permission's part of the type choice. */
export const typeChosen = createEvent<{ type: ExternalTransferType; permission: TransferPermission }>();
export const fromChanged = createEvent<number | null>();
export const countryChanged = createEvent<string>();
export const currencyChanged = createEvent<string>();
export const amountChanged = createEvent<string>();
export const referenceChanged = createEvent<string>();
export const templatePicked = createEvent<PaymentTemplate>();
export const repeatClicked = createEvent<RecentTransfer>();
/** The form passed its own checks: move the money. */
export const submitted = createEvent();
/** The user pressed submit (valid or not): field errors show from then on, until the transfer settles. */
export const submitAttempted = createEvent();
export const retryLoadClicked = createEvent();
export const templatesRetryClicked = createEvent();
export const recentRetryClicked = createEvent();
export const outcomeDismissed = createEvent();

/** A repeat or a template set the page's fields (not the user's typing): the block gets its part after. */
const prefilled = createEvent<{
  permission?: TransferPermission;
  type: ExternalTransferType;
  fromAccountId?: number | null;
  countryCode: string;
  currencyCode: string;
  amount?: string;
  reference?: string;
  templateId: number | null;
  block: Record<string, unknown>;
}>();

export const $touched = createStore(false)
  .on(submitAttempted, () => true)
  .reset([settled, typeChanged, sessionEnded]);

export const $permission = createStore<TransferPermission>('3d')
  .on(permissionChanged, (_, v) => v)
  .on(prefilled, (s, p) => p.permission ?? s)
  .reset(sessionEnded);
export const $type = createStore<ExternalTransferType | null>(null)
  .on(typeChanged, (_, v) => v)
  .on(prefilled, (_, p) => p.type)
  .reset(sessionEnded);
export const $fromAccountId = createStore<number | null>(null)
  .on(fromChanged, (_, v) => v)
  .on(prefilled, (s, p) => (p.fromAccountId === undefined ? s : p.fromAccountId))
  .reset(sessionEnded);
export const $countryCode = createStore('')
  .on(countryChanged, (_, v) => v)
  .on(prefilled, (_, p) => p.countryCode)
  .reset(sessionEnded);
export const $currencyCode = createStore('')
  .on(currencyChanged, (_, v) => v)
  .on(prefilled, (_, p) => p.currencyCode)
  .reset(sessionEnded);
export const $amount = createStore('')
  .on(amountChanged, (_, v) => v)
  .on(prefilled, (s, p) => p.amount ?? s)
  .on(settled, () => '')
  .reset(sessionEnded);
export const $reference = createStore('')
  .on(referenceChanged, (_, v) => v)
  .on(prefilled, (s, p) => p.reference ?? s)
  .on(settled, () => '')
  .reset(sessionEnded);
/**
 * The template the form was filled from (spec 2 §3 "Payment template"), sent as templateId. Decision: a different
 * type, country or currency chosen by hand is no longer that template's transfer, so it is dropped.
 */
export const $templateId = createStore<number | null>(null)
  .on(prefilled, (_, p) => p.templateId)
  .reset([typeChanged, countryChanged, currencyChanged, settled, sessionEnded]);

export const $sources = $accounts.map((list) =>
  list.filter((a) => isPaymentAccount(a) && a.accountStatusId !== CLOSED_ACCOUNT_STATUS),
);
export const $from = combine($accounts, $fromAccountId, (list, id) => list.find((a) => a.accountId === id) ?? null);

/**
 * Decision (the spec is silent): choosing the source account proposes its currency as the one the beneficiary
 * receives while none is chosen (the common case, no conversion); a crypto withdrawal sends a crypto asset, so it
 * proposes none.
 */
sample({
  clock: fromChanged,
  source: { currency: $currencyCode, type: $type, from: $from },
  filter: ({ currency, type, from }) => currency === '' && type !== 'crypto_eft' && from !== null,
  fn: ({ from }) => (from as Account).currencyCode,
  target: currencyChanged,
});

/** Interac and the instant payment pay in one country and currency (lib.ts typeDestination). */
const destinationSet = sample({
  clock: typeChanged,
  filter: (t) => typeDestination(t) !== null,
  fn: (t) => typeDestination(t) as { countryCode: string; currencyCode: string },
});
sample({ clock: destinationSet, fn: (d) => d.countryCode, target: countryChanged });
sample({ clock: destinationSet, fn: (d) => d.currencyCode, target: currencyChanged });

/** Once shown, the section stays while it reloads (after a transfer) and if that reload fails. */
export const $accountsStatus = readyOnceAnswered(accountListQuery);

// --- the types offered (spec 2 §6): the available-transfers answer and the permissions
type AvailableRow = { type: string; permission: string; isAvailable: boolean };
export const $available = createStore<AvailableRow[] | null>(null)
  .on(availableQuery.finished.success, (_, { result }) => result.transfers)
  .reset(sessionEnded);
export const $availableStatus = availableQuery.$loadStatus;
export const $offered = combine(
  { available: $available, customer: $customer, isBusiness: $isBusiness },
  ({ available, customer, isBusiness }) => ({
    own: offeredExternalTypes({
      available: available ?? [],
      permission: 'own',
      permissions: customer?.permissions,
      isBusiness,
    }),
    '3d': offeredExternalTypes({
      available: available ?? [],
      permission: '3d',
      permissions: customer?.permissions,
      isBusiness,
    }),
  }),
);
/** The chosen type, when it is offered for the chosen permission (a deep link cannot offer what is not allowed). */
export const $offeredType = combine($type, $permission, $offered, $available, (type, permission, offered, available) =>
  type !== null && available !== null && offered[permission].includes(type) ? type : null,
);

/**
 * Spec 2 §6 and the available-transfers call with the destination country (contracts external-options.ts: "without it
 * the answer is what the customer may use in any country"). Decision: the type list stays the country-less answer (it
 * does not change under the customer's hands while the form is filled); a type the country's answer does not mark
 * available for the permission is said under the country and not sent.
 */
const $countryAvailable = createStore<{ countryCode: string; transfers: AvailableRow[] } | null>(null)
  .on(countryAvailableQuery.finished.success, (_, { params, result }) => ({
    countryCode: (params && params.body?.countryCode) ?? '',
    transfers: result.transfers,
  }))
  .reset(sessionEnded);
export const $servesCountry = combine(
  { answer: $countryAvailable, type: $type, permission: $permission, countryCode: $countryCode },
  ({ answer, type, permission, countryCode }) =>
    answer === null || type === null || answer.countryCode !== countryCode
      ? true
      : answer.transfers.some((a) => a.type === type && a.permission === permission && a.isAvailable),
);
sample({
  clock: countryChanged,
  filter: (countryCode) => countryCode !== '',
  fn: (countryCode) => ({ body: { countryCode } }),
  target: countryAvailableQuery.start,
});
sample({
  clock: prefilled,
  filter: (p) => p.countryCode !== '',
  fn: (p) => ({ body: { countryCode: p.countryCode } }),
  target: countryAvailableQuery.start,
});

// --- the type and the address (decision): the address says the type and permission on the form
// (`?type=&permission=`), whoever chose them (the user, a repeat, a template), so a reload keeps them and the transfers
// menu marks them. A choice tells the model at once and the model writes the address (replacing it); an address that
// already says what the form has changes nothing (the page's own write, coming back by the menu), so writing it never
// resets the form a repeat or a template just filled. A link without a type changes nothing either.
type Choice = { type: ExternalTransferType; permission: TransferPermission };
const linkSays = (search: string | null, c: { type: ExternalTransferType | null; permission: TransferPermission }) => {
  const link = externalLinkOf(search ?? '');
  return link.type === c.type && link.permission === c.permission;
};
/** The address's query string as last opened. */
const $linkSearch = createStore<string | null>(null)
  .on(linkOpened, (_, search) => search)
  .reset(sessionEnded);
const linkChose = sample({
  clock: linkOpened,
  source: { type: $type, permission: $permission },
  filter: (current, search) => externalLinkOf(search).type !== null && !linkSays(search, current),
  fn: (_, search) => externalLinkOf(search) as Choice,
});
const chosen = sample({ clock: [typeChosen, linkChose] });
sample({
  clock: chosen,
  source: $permission,
  filter: (permission, c) => permission !== c.permission,
  fn: (_, c) => c.permission,
  target: permissionChanged,
});
sample({ clock: chosen, fn: (c) => c.type, target: typeChanged });
const choiceToWrite = sample({
  clock: [
    typeChosen,
    sample({
      clock: prefilled,
      source: $permission,
      fn: (permission, p): Choice => ({ type: p.type, permission: p.permission ?? permission }),
    }),
  ],
  source: $linkSearch,
  filter: (search, c) => !linkSays(search, c),
  fn: (_, c) => c,
});
sample({
  clock: choiceToWrite,
  fn: (c) => ({ to: `${paths.transferExternal.path}${externalLinkSearch(c.type, c.permission)}`, replace: true }),
  target: navigateFx,
});

// --- gate: every load
sample({ clock: [TransferExternalGate.open, retryLoadClicked, settled], target: accountsReloadRequested });
sample({
  clock: [TransferExternalGate.open, retryLoadClicked],
  fn: () => ({ body: {} }),
  target: availableQuery.start,
});
sample({
  clock: [TransferExternalGate.open, templatesRetryClicked],
  fn: () => ({ body: {} }),
  target: templatesQuery.start,
});
sample({
  clock: [TransferExternalGate.open, recentRetryClicked, settled],
  fn: () => ({ body: { types: [...RECENT_EXTERNAL_TYPES], limit: RECENT_EXTERNAL_LIMIT } }),
  target: recentQuery.start,
});

// --- the beneficiary block of the type: its context whenever the type, country, currency or permission changes
export const $context = combine(
  { type: $type, countryCode: $countryCode, currencyCode: $currencyCode, permission: $permission },
  (v): BlockContext | null => (v.type === null ? null : (v as BlockContext)),
);
const contextTold = sample({
  clock: [TransferExternalGate.open, typeChanged, countryChanged, currencyChanged, permissionChanged, prefilled],
  source: $context,
  filter: (c): c is BlockContext => c !== null,
});
for (const type of externalTransferTypes) {
  const block = blockModels[type];
  sample({ clock: contextTold, filter: (c) => c.type === type, target: block.contextChanged });
  sample({ clock: submitAttempted, source: $type, filter: (t) => t === type, target: block.submitAttempted });
  sample({ clock: prefilled, filter: (p) => p.type === type, fn: (p) => p.block, target: block.prefilled });
  // a new type starts with an empty block; a completed transfer empties its block
  sample({ clock: typeChanged, target: block.reset });
}
/** The block's part of the submit body (null while incomplete or invalid). */
const $payloads = combine(externalTransferTypes.map((t) => blockModels[t].$payload));
export const $blockPayload = combine($type, $payloads, (type, payloads) =>
  type === null ? null : (payloads[externalTransferTypes.indexOf(type)] ?? null),
);

// --- fee, max amount, limits: each started only when its inputs are complete (spec 2 §5)
const $inputs = combine({
  type: $type,
  fromAccountId: $fromAccountId,
  countryCode: $countryCode,
  currencyCode: $currencyCode,
  amount: $amount,
});
const inputsChanged = sample({
  clock: [typeChanged, fromChanged, countryChanged, currencyChanged, amountChanged, prefilled, settled],
  source: $inputs,
});
sample({
  clock: inputsChanged,
  filter: (v) => externalLoads(v).fee,
  fn: (v) => ({
    body: {
      type: v.type as ExternalTransferType,
      amount: v.amount.trim(),
      fromAccountId: v.fromAccountId as number,
      countryCode: v.countryCode,
      currencyCode: v.currencyCode,
    },
  }),
  target: feeQuery.start,
});
sample({
  clock: inputsChanged,
  filter: (v) => externalLoads(v).cryptoFee,
  fn: (v) => ({
    body: { amount: v.amount.trim(), fromAccountId: v.fromAccountId as number, currencyCode: v.currencyCode },
  }),
  target: cryptoFeeQuery.start,
});
const optionsKey = (v: {
  type: string | null;
  fromAccountId: number | null;
  countryCode?: string;
  currencyCode?: string;
}) => `${String(v.type)}|${String(v.fromAccountId)}|${v.countryCode ?? ''}|${v.currencyCode ?? ''}`;
const feeKey = (v: {
  type: string | null;
  fromAccountId: number | null;
  countryCode?: string;
  currencyCode: string;
  amount: string;
}) => `${optionsKey(v)}|${v.amount.trim()}`;

/** The latest fee answered, with the inputs it was asked for: shown only while they are still the form's. */
const $feeAnswer = createStore<{ key: string; fee: string; feeCurrencyCode: string } | null>(null)
  .on(feeQuery.finished.success, (_, { params, result }) => ({
    key: feeKey(params.body),
    fee: result.fee,
    feeCurrencyCode: result.feeCurrencyCode,
  }))
  .reset(sessionEnded);
export const $fee = combine($feeAnswer, $inputs, (f, v) => (f && f.key === feeKey(v) ? f : null));
/** A crypto withdrawal's network fee, in the asset sent (cryptoFeeGet), for the current inputs only. */
const $networkFeeAnswer = createStore<{ key: string; fee: string; feeCurrencyCode: string } | null>(null)
  .on(cryptoFeeQuery.finished.success, (_, { params, result }) => ({
    key: feeKey({ ...params.body, type: 'crypto_eft', countryCode: undefined }),
    fee: result.fee,
    feeCurrencyCode: result.feeCurrencyCode,
  }))
  .reset(sessionEnded);
export const $networkFee = combine($networkFeeAnswer, $inputs, (f, v) =>
  f && v.type === 'crypto_eft' && f.key === feeKey({ ...v, countryCode: undefined }) ? f : null,
);
export const $feeError = createStore<Message | null>(null)
  .on([feeQuery.finished.failure, cryptoFeeQuery.finished.failure], (_, { error }) => errorMessageFor(error))
  .on([feeQuery.start, cryptoFeeQuery.start, inputsChanged], () => null)
  .reset(sessionEnded);
export const $feeLoading = combine(feeQuery.$pending, cryptoFeeQuery.$pending, (a, b) => a || b);

sample({
  clock: inputsChanged,
  filter: (v) => externalLoads(v).maxAmount,
  fn: (v) => ({
    body: {
      operation: v.type as ExternalTransferType,
      fromAccountId: v.fromAccountId as number,
      countryCode: v.countryCode,
      currencyCode: v.currencyCode,
    },
  }),
  target: maxAmountQuery.start,
});
const $maxAnswer = createStore<{ key: string; amount: string; currencyCode: string } | null>(null)
  .on(maxAmountQuery.finished.success, (_, { params, result }) => ({
    key: optionsKey({ ...params.body, type: params.body.operation }),
    amount: result.amount,
    currencyCode: result.currencyCode,
  }))
  .reset(sessionEnded);
export const $maxAmount = combine($maxAnswer, $inputs, (m, v) => (m && m.key === optionsKey(v) ? m : null));

sample({
  clock: inputsChanged,
  filter: (v) => externalLoads(v).limits,
  fn: (v) => ({
    body: { type: 'withdrawals' as const, fromAccountId: v.fromAccountId as number, countryCode: v.countryCode },
  }),
  target: limitsQuery.start,
});
const limitsKey = (v: { fromAccountId: number | null; countryCode?: string }) =>
  `${String(v.fromAccountId)}|${v.countryCode ?? ''}`;
const $limitsAnswer = createStore<{ key: string; limits: WithdrawalLimit[] } | null>(null)
  .on(limitsQuery.finished.success, (_, { params, result }) => ({ key: limitsKey(params.body), limits: result.limits }))
  .reset(sessionEnded);
export const $limit = combine($limitsAnswer, $inputs, $from, (l, v, from) =>
  l && l.key === limitsKey(v) ? limitOf(l.limits, v.type, from?.currencyCode) : null,
);
export const $optionsError = createStore<Message | null>(null)
  .on([maxAmountQuery.finished.failure, limitsQuery.finished.failure], (_, { error }) => errorMessageFor(error))
  .on(inputsChanged, () => null)
  .reset(sessionEnded);

// --- templates (spec 2 §3 "Payment template")
export const $templates = createStore<PaymentTemplate[]>([])
  .on(templatesQuery.finished.success, (_, { result }) => result.templates)
  .reset(sessionEnded);
export const $templatesStatus = templatesQuery.$loadStatus;
sample({
  clock: templatePicked,
  source: $type,
  filter: (type, template) => templateUse(template, type).usable,
  fn: (type, template) => {
    const use = templateUse(template, type);
    return {
      type: use.usable ? use.type : ('wire' as const),
      countryCode: template.countryCode,
      currencyCode: template.currencyCode,
      templateId: template.templateId,
      block: { ...template },
    };
  },
  target: prefilled,
});

// --- recent transfers and their repeat (spec 2 §7 "Recent transfer details", §9)
export const $recent = createStore<RecentTransfer[]>([])
  .on(recentQuery.finished.success, (_, { result }) => result.transfers)
  .reset(sessionEnded);
/** Once shown, the section stays while it reloads (after a transfer) and if that reload fails. */
export const $recentStatus = readyOnceAnswered(recentQuery);
/** The recent transfer being repeated (its permission is the row's). */
const $repeating = createStore<RecentTransfer | null>(null)
  .on(repeatClicked, (_, r) => r)
  .reset(sessionEnded);
sample({ clock: repeatClicked, fn: (r) => ({ body: { transactionId: r.transactionId } }), target: repeatQuery.start });
/** What must be updated before the transfer can be repeated (spec 2 §7), or null. */
export const $repeatUpdates = createStore<{ transactionId: number; updates: RepeatUpdate[] } | null>(null)
  .on(repeatClicked, () => null)
  .on(repeatQuery.finished.success, (_, { params, result }) => {
    const r = repeatOf(result);
    return r.kind === 'update' ? { transactionId: params.body.transactionId, updates: r.updates } : null;
  })
  .reset([typeChanged, settled, sessionEnded]);
export const $repeatError = createStore<Message | null>(null)
  .on(repeatQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .on(repeatClicked, () => null)
  .reset(sessionEnded);
export const $repeatBusy = repeatQuery.$pending;
sample({
  clock: repeatQuery.finished.success,
  source: {
    repeating: $repeating,
    accounts: $sources,
    current: combine({
      fromAccountId: $fromAccountId,
      countryCode: $countryCode,
      currencyCode: $currencyCode,
      amount: $amount,
      reference: $reference,
    }),
  },
  filter: (_, { result }) => repeatOf(result).kind === 'prefill',
  fn: ({ repeating, accounts, current }, { result }) => {
    const r = repeatOf(result);
    const fields = repeatFields(
      result.details,
      current,
      accounts.map((a) => a.accountId),
    );
    return {
      ...(repeating ? { permission: repeating.permission } : {}),
      type: (r.kind === 'prefill' ? r.type : 'wire') as ExternalTransferType,
      ...fields,
      templateId: null,
      block: result.details as Record<string, unknown>,
    };
  },
  target: prefilled,
});

// --- submit: one Idempotency-Key per intent (see transfer-p2p), through the outcome model of each type's mutation:
// an unknown outcome (a 504, a lost connection) is retried with the same key and looked up in history, never sent as
// a second payment (shared/api money-outcome.ts)
/** The body of an external submit: the page's fields and the block's part (brief: the beneficiary-block interface). */
export type ExternalSubmit = {
  [T in ExternalTransferType]: { type: T; body: CallBodyOf<(typeof externalSubmitCalls)[T]> };
}[ExternalTransferType];

/** Every external submit leaves its source account with its amount (the fee apart): where history shows it. */
const findInHistory = ({ body }: { body: { fromAccountId: number; amount: string } }) => ({
  accountId: body.fromAccountId,
  amount: body.amount,
});
export const submitOutcomes = {
  wire: createMoneyOutcome(submitMutations.wire, { findInHistory }),
  eft: createMoneyOutcome(submitMutations.eft, { findInHistory }),
  oct: createMoneyOutcome(submitMutations.oct, { findInHistory }),
  crypto_eft: createMoneyOutcome(submitMutations.crypto_eft, { findInHistory }),
  instant_payment: createMoneyOutcome(submitMutations.instant_payment, { findInHistory }),
  interac: createMoneyOutcome(submitMutations.interac, { findInHistory }),
} as const;
const outcomeList = externalTransferTypes.map(
  (t) => submitOutcomes[t] as unknown as MoneyOutcome<MoneyParams, ExternalAnswer>,
);
/** What every external submit answers (contracts external-transfers.ts `externalSubmitAnswer`), as the page reads it. */
interface ExternalAnswer {
  status: 'completed' | 'pending' | 'processing';
  message?: string;
  operationId: number;
  transactionId: number;
  approveType: string;
  approvalSentTo: string;
}

export const $submitting = combine(
  outcomeList.map((o) => o.$busy),
  (list) => list.some(Boolean),
);
export const $submitError = createStore<Message | null>(null)
  .on(
    outcomeList.map((o) => o.refused),
    // after a check, the outcome block says it
    (_, r) => (r.checked ? null : r.reason),
  )
  .on(
    [...outcomeList.map((o) => o.submit), typeChanged, fromChanged, countryChanged, currencyChanged, amountChanged],
    () => null,
  )
  .reset(sessionEnded);

/** Types whose submit carries the destination country (contracts external-transfers.ts: not crypto, not interac). */
const sendsCountry: Readonly<Record<ExternalTransferType, boolean>> = {
  wire: true,
  eft: true,
  oct: true,
  crypto_eft: false,
  instant_payment: true,
  interac: false,
};

/** The intent's key: dropped once the money moved or was refused (a new payment gets a new key). */
const $intent = createStore<{ values: string; key: string } | null>(null)
  .on(
    outcomeList.flatMap((o) => [o.answered, o.refused, o.foundInHistory]),
    () => null,
  )
  .reset(sessionEnded);
const intentAsked = sample({
  clock: submitted,
  source: {
    type: $offeredType,
    permission: $permission,
    from: $from,
    countryCode: $countryCode,
    currencyCode: $currencyCode,
    amount: $amount,
    reference: $reference,
    templateId: $templateId,
    payload: $blockPayload,
    serves: $servesCountry,
    intent: $intent,
    busy: $submitting,
  },
  filter: (s) =>
    s.type !== null && s.from !== null && s.payload !== null && s.currencyCode !== '' && s.serves && !s.busy,
  fn: (s) => {
    const type = s.type as ExternalTransferType;
    const reference = s.reference.trim();
    const body = {
      ...s.payload,
      fromAccountId: (s.from as Account).accountId,
      amount: s.amount.trim(),
      currencyCode: s.currencyCode,
      permission: s.permission,
      ...(sendsCountry[type] ? { countryCode: s.countryCode } : {}),
      ...(reference ? { reference } : {}),
      ...(s.templateId !== null ? { templateId: s.templateId } : {}),
    };
    const values = JSON.stringify({ type, body });
    // the block's payload is the contract's body less the page's fields (the beneficiary-block interface)
    const submit = { type, body } as unknown as ExternalSubmit;
    return { submit, values, key: s.intent?.values === values ? s.intent.key : newIdempotencyKey() };
  },
});
sample({ clock: intentAsked, fn: ({ values, key }) => ({ values, key }), target: $intent });
for (const type of externalTransferTypes) {
  sample({
    clock: intentAsked,
    filter: (i) => i.submit.type === type,
    fn: (i) => ({ body: i.submit.body, idempotencyKey: i.key }) as MoneyParams,
    target: outcomeList[externalTransferTypes.indexOf(type)]?.submit as EventCallable<MoneyParams>,
  });
}
const submitDone = sample({ clock: outcomeList.map((o) => o.answered), fn: ({ result }) => result });
sample({ clock: submitDone, target: approvalStarted });
// paid by history (no answer ever came): the form clears and balances reload as after a transfer
sample({
  clock: outcomeList.map((o) => o.foundInHistory),
  filter: (f) => f.end === 'paid',
  fn: () => 'completed' as const,
  target: settled,
});

/**
 * The answer's status line (spec 2 §8 "A pending status without a message shows 'paymentPending' with an
 * asterisk."): shown on the page after a submit that was accepted but not completed, until dismissed or another
 * submit.
 */
export const $outcome = createStore<{ key: string; asterisk: boolean } | { message: string } | null>(null)
  .on(submitDone, (_, r) =>
    r.status === 'pending' ? paymentStatusText({ status: r.status, message: r.message }) : null,
  )
  .on([submitted, outcomeDismissed], () => null)
  .reset(sessionEnded);
// a completed transfer empties the block of its type
sample({
  clock: settled,
  source: $type,
  filter: (t, outcome) => t !== null && outcome === 'completed',
  fn: () => undefined,
  target: externalTransferTypes.map((t) => blockModels[t].reset),
});
