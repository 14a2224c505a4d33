import {
  type CallDef,
  type ExternalTransferType,
  cryptoTransfer,
  eftTransfer,
  instantTransfer,
  interacTransfer,
  octTransfer,
  wireTransfer,
} from '@app/contracts';
import { type CallHandler, type Core, isErrorAnswer } from '../core.ts';
import { externalStatus } from '../external-transfer-rules.ts';
import type { UserRow } from '../users.ts';
import { extraParamsOf, instantKeyLookup, usesIban } from './bank-data.ts';
import { type ExternalFacts, destinationCountry, planExternal } from './external-transfers-plan.ts';
import { type RequestStore, createRequestStore } from './transaction-requests-store.ts';
import { type MoneyMovement, createMoneyMovement } from './transfer-apply.ts';
import type { TransferPlan } from './transfer-plan.ts';
import { forCaller } from './transfers.ts';

/**
 * The external submits (contracts external-transfers.ts; spec 2 §7 "External: submit per type"): wireTransfer,
 * eftTransfer, octTransfer, cryptoTransfer, instantTransfer, interacTransfer. Each is planned by
 * external-transfers-plan.ts (validation, fee, limits, funds; a refusal moves nothing) and submitted by
 * transfer-apply.ts like the own transfers: inside the call's one SQLite transaction (idempotency.ts: an
 * Idempotency-Key repeat replays the stored answer), applied at once for approve mode none, else recorded
 * `processing` until transferApprove / the push control applies it (approval.ts). The amount leaves to the tenant's
 * external clearing account of the source currency (a house account, kind 'clearing'), the fee to fee income.
 *
 * Spec 2 §6 (right 3 initiates), §7 "Business approvals": a user with right 3 moves nothing alone. Its submit is
 * held like its P2P (transaction-requests-store.ts `holdFor`): answered '00' with approve mode none, status
 * 'processing', transactionId the request's id, and a pending transaction request of its external type; approving
 * it (transaction-requests.ts) completes the same planned transfer through transfer-apply.ts `complete` (amount to
 * clearing, fee to fee income, the history row completed) once; declining rejects it.
 */

export const externalSubmitDefs: Readonly<Record<ExternalTransferType, CallDef>> = {
  wire: wireTransfer,
  eft: eftTransfer,
  oct: octTransfer,
  crypto_eft: cryptoTransfer,
  instant_payment: instantTransfer,
  interac: interacTransfer,
};

/** Reads what planning needs (the source account, its balance, the directory's look-ups) and plans. */
export function planExternalFor(
  money: MoneyMovement,
  core: Core,
  tenant: string,
  customerId: number,
  type: ExternalTransferType,
  b: Record<string, unknown>,
): TransferPlan {
  const fromId = b.fromAccountId as number;
  const country = destinationCountry(type, b);
  const facts: ExternalFacts = {
    type,
    customerId,
    request: b,
    from: money.accountById.get(tenant, fromId),
    fromBalanceMinor: core.ledger.balanceOf(tenant, fromId),
    ...(country !== undefined ? { extraParams: extraParamsOf(type, country), usesIban: usesIban(country) } : {}),
  };
  if (type === 'instant_payment') {
    const looked = instantKeyLookup(String(b.taxId), String(b.instantKey), String(b.instantKeyType));
    facts.instantHolder = 'code' in looked ? looked : { holderName: looked.key.holderName };
  }
  const plan = planExternal(facts);
  // the plan stands: the money goes to the clearing account of its currency (made on first use)
  return { ...plan, toAccountId: money.house(tenant, 'clearing', plan.fromCurrency) };
}

/** Submits a planned external transfer; the answer is contracts' externalSubmitAnswer. */
function submitExternal(
  money: MoneyMovement,
  requests: RequestStore,
  core: Core,
  tenant: string,
  user: UserRow,
  customerId: number,
  type: ExternalTransferType,
  b: Record<string, unknown>,
) {
  let plan: TransferPlan | undefined;
  const hold = requests.holdFor(tenant, user);
  const answer = money.run(
    tenant,
    user,
    () => {
      plan = planExternalFor(money, core, tenant, customerId, type, b);
      return plan;
    },
    hold,
  );
  if (isErrorAnswer(answer) || !plan) return answer;
  const body = answer.body as { approveType: string } & Record<string, unknown>;
  return {
    ...answer,
    body: {
      ...body,
      feeCurrencyCode: plan.fromCurrency,
      // a held submit waits for the company's approval: 'processing' like one waiting for the user's own approval
      status: externalStatus(type, hold !== undefined || body.approveType !== 'none'),
    },
  };
}

export function externalTransferHandlers(
  core: Core,
  money: MoneyMovement = createMoneyMovement(core),
  requests: RequestStore = createRequestStore(core, money),
): CallHandler[] {
  return (Object.entries(externalSubmitDefs) as [ExternalTransferType, CallDef][]).map(([type, def]) =>
    forCaller(core, def, (ctx, c, b) =>
      submitExternal(money, requests, core, ctx.tenant.key, c.user, c.customerId, type, b as Record<string, unknown>),
    ),
  );
}
