import { randomInt } from 'node:crypto';
import {
  cardActivate,
  cardActivationDataGet,
  cardAddressReplacementCheck,
  cardBalanceInquiry,
  cardCrossPlatformRequirementGet,
  cardReissue,
  cardReissueInfoGet,
  cardShippingUpgrade,
  CLOSED_ACCOUNT_STATUS,
  cardAccountTypes,
  cardStatusIds,
  transactionTypeIds,
} from '@app/contracts';
import {
  type ErrorAnswer,
  type CallContext,
  type CallHandler,
  type Core,
  failure,
  success,
  on,
  isErrorAnswer,
} from '../core.ts';
import { LedgerError } from '../ledger.ts';
import { formatMinor, parseMinor } from '../money.ts';
import type { UserRow } from '../users.ts';
import { createProfileStore } from '../profile-store.ts';
import { actingCustomer } from './customer.ts';
import { loadProfile } from './profile.ts';

/**
 * Card lifecycle of the fakes' issuer (see contracts/src/cards.ts for the decisions): reissue and its express
 * shipping, shipping upgrade, activation (fee, first PIN), balance inquiry, the cross-platform requirement and the
 * address-replacement compatibility check. Fees go through the ledger in one balanced entry (the paying account
 * → the "card fees" equity account of the currency) and are recorded as transactions of type `transactionTypeIds.fee`
 * (contracts), in the same SQLite transaction as the card's change. A repeat with the same Idempotency-Key answers
 * the first answer again.
 */

/** Statuses a card may be reissued from (decision: not Canceled, Fraud, closed, nor a card not yet delivered). */
export const reissuableStatuses: readonly number[] = [
  cardStatusIds.Active,
  cardStatusIds.Paused,
  cardStatusIds.Expired,
  cardStatusIds.Limited,
];
/** Spec 2 §4 "Balance: Paused, Active or Expired." */
const balanceStatuses: readonly number[] = [cardStatusIds.Paused, cardStatusIds.Active, cardStatusIds.Expired];
/** A replacement on its way that has not left yet: its shipping may still be upgraded. */
const notShippedYet: readonly number[] = [cardStatusIds.Printing, cardStatusIds.Printed];
/** Physical cards still to be delivered (they would travel to the address they were ordered for). */
const onTheirWay: readonly number[] = [
  cardStatusIds.Submitted,
  cardStatusIds.Printing,
  cardStatusIds.Printed,
  cardStatusIds.Shipped,
  cardStatusIds.Pending,
  cardStatusIds.PendingAlt,
  cardStatusIds.Processing,
];

/** The issuer's card fees by card currency (spec 2 §3 card currencies USD, EUR, RON). */
export const cardFees: Readonly<Record<string, { reissue: string; express: string; activation: string }>> = {
  USD: { reissue: '5.00', express: '25.00', activation: '5.00' },
  EUR: { reissue: '5.00', express: '22.00', activation: '4.00' },
  RON: { reissue: '25.00', express: '110.00', activation: '20.00' },
};

/** Countries whose cards the issuer serves (as cardApplyInfoGet offers them); moving elsewhere cancels the cards. */
const servedCountries = ['US', 'GB', 'DE', 'RO'];

interface CardRow {
  account_id: number;
  customer_id: number;
  type: number;
  status_id: number;
  currency: string;
  extra_json: string;
}
interface CardExtra {
  cardIsVirtual?: boolean;
  cardReissuedStatusId?: number;
  cardReissueShipping?: 'standard' | 'express';
  cardAliasName?: string;
  [k: string]: unknown;
}

export function cardLifecycleHandlers(core: Core): CallHandler[] {
  const cardOf = core.db.prepare<[string, number, number], CardRow>(
    `SELECT account_id, customer_id, type, status_id, currency, extra_json FROM accounts
     WHERE tenant = ? AND account_id = ? AND customer_id = ? AND kind = 'customer' AND type BETWEEN ${cardAccountTypes.first} AND ${cardAccountTypes.last}`,
  );
  const cardsOfCustomer = core.db.prepare<[string, number], CardRow>(
    `SELECT account_id, customer_id, type, status_id, currency, extra_json FROM accounts
     WHERE tenant = ? AND customer_id = ? AND kind = 'customer' AND type BETWEEN ${cardAccountTypes.first} AND ${cardAccountTypes.last} ORDER BY account_id`,
  );
  const accountOf = core.db.prepare<
    [string, number, number],
    { account_id: number; currency: string; type: number; status_id: number }
  >(
    `SELECT account_id, currency, type, status_id FROM accounts
     WHERE tenant = ? AND account_id = ? AND customer_id = ? AND kind = 'customer'`,
  );
  const setStatus = core.db.prepare<[number, string, number]>(
    'UPDATE accounts SET status_id = ? WHERE tenant = ? AND account_id = ?',
  );
  const setExtra = core.db.prepare<[string, string, number]>(
    'UPDATE accounts SET extra_json = ? WHERE tenant = ? AND account_id = ?',
  );
  const setPin = core.db.prepare<[string, number, string]>(
    `INSERT INTO card_pins (tenant, account_id, pin) VALUES (?, ?, ?)
     ON CONFLICT (tenant, account_id) DO UPDATE SET pin = excluded.pin`,
  );
  const feeAccountOf = core.db.prepare<[string, string], { account_id: number }>(
    `SELECT account_id FROM accounts WHERE tenant = ? AND kind = 'equity' AND extra_json = ?`,
  );
  const nextFeeAccount = core.db.prepare<[string], { id: number | null }>(
    `SELECT MAX(account_id) + 1 AS id FROM accounts WHERE tenant = ? AND account_id BETWEEN 960001 AND 969999`,
  );
  const insertEquity = core.db.prepare<[string, number, string, string]>(
    `INSERT INTO accounts (tenant, account_id, customer_id, kind, type, sub_type, status_id, currency, extra_json)
     VALUES (?, ?, 0, 'equity', 0, NULL, 1, ?, ?)`,
  );

  const actingOf = (ctx: CallContext) => actingCustomer(core, ctx, ctx.auth?.user as UserRow);
  const extraOf = (card: CardRow) => JSON.parse(card.extra_json) as CardExtra;

  function ownCard(ctx: CallContext, accountId: number): CardRow | ErrorAnswer {
    const acting = actingOf(ctx);
    if (typeof acting !== 'number') return acting;
    return (
      cardOf.get(ctx.tenant.key, accountId, acting) ??
      failure('VF', `accountId: no card account ${accountId} of this customer`)
    );
  }

  /** The equity account card fees of a currency are paid into (created on first use). */
  function feeIncomeAccount(tenant: string, currency: string): number {
    const name = JSON.stringify({ name: `card fees ${currency}` });
    const found = feeAccountOf.get(tenant, name);
    if (found) return found.account_id;
    const id = nextFeeAccount.get(tenant)?.id ?? 960001;
    insertEquity.run(tenant, id, currency, name);
    return id;
  }

  /**
   * The ledger op key of a call with an Idempotency-Key: a second posting under it is refused by the ledger.
   * Replaying a repeat is the job of the fakes' dispatch (idempotency.ts), before this handler runs.
   */
  function opKeyOf(ctx: CallContext, call: string, customerId: number): string | undefined {
    const raw = ctx.headers['idempotency-key'];
    const key = Array.isArray(raw) ? raw[0] : raw;
    return key ? `${call}:${customerId}:${key}` : undefined;
  }

  /**
   * Runs a fee-charging operation once: in one SQLite transaction it posts the fee (payer → card fees equity),
   * records the Fee transaction and applies `change`; insufficient funds answer VF and change nothing.
   */
  function charge<R extends object>(
    ctx: CallContext,
    op: {
      call: string;
      customerId: number;
      payerAccountId: number;
      currency: string;
      feeMinor: number;
      description: string;
      counterparty: string;
      change: (transactionId: number) => R;
    },
  ) {
    const tenant = ctx.tenant.key;
    const opKey = opKeyOf(ctx, op.call, op.customerId);
    try {
      return core.db.transaction(() => {
        const now = core.now();
        const entry = core.ledger.post({
          tenant,
          kind: 'cardFee',
          memo: op.description,
          now,
          ...(opKey ? { opKey } : {}),
          postings: [
            { accountId: op.payerAccountId, currency: op.currency, amountMinor: -op.feeMinor },
            { accountId: feeIncomeAccount(tenant, op.currency), currency: op.currency, amountMinor: op.feeMinor },
          ],
        });
        const transactionId = core.transactions.record({
          tenant,
          typeId: transactionTypeIds.fee,
          status: 'completed',
          description: op.description,
          counterparty: op.counterparty,
          entryId: entry.entryId,
          now,
          sides: [
            {
              accountId: op.payerAccountId,
              customerId: op.customerId,
              direction: 'out',
              amountMinor: op.feeMinor,
              currency: op.currency,
            },
          ],
        });
        const fields = { ...op.change(transactionId), transactionId };
        return success(fields);
      })();
    } catch (e) {
      if (e instanceof LedgerError && e.code === 'insufficientFunds')
        return failure('VF', 'There is not enough money on the account for the fee');
      if (e instanceof LedgerError && e.code === 'closedAccount')
        return failure('VF', 'The fee cannot be paid from a closed account');
      throw e;
    }
  }

  const feesOf = (currency: string) => {
    const fees = cardFees[currency];
    if (!fees) throw new Error(`no card fees in ${currency}`);
    return fees;
  };
  const minor = (text: string, currency: string) => parseMinor(text, currency) as number;
  const nameOf = (card: CardRow) => extraOf(card).cardAliasName ?? `card ${card.account_id}`;

  /** Why a card cannot be reissued now, or null when it can. */
  function reissueRefusal(card: CardRow): string | null {
    const extra = extraOf(card);
    if (extra.cardIsVirtual === true) return 'A virtual card is not reissued';
    if (!reissuableStatuses.includes(card.status_id)) return 'This card cannot be reissued in its status';
    if ((extra.cardReissuedStatusId ?? 0) !== 0) return 'A replacement of this card is already on its way';
    return null;
  }
  const upgradable = (card: CardRow) => {
    const extra = extraOf(card);
    return extra.cardReissueShipping === 'standard' && notShippedYet.includes(extra.cardReissuedStatusId ?? 0);
  };

  return [
    on(cardReissueInfoGet, (ctx) => {
      const { accountId } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      const fees = feesOf(card.currency);
      const extra = extraOf(card);
      return success({
        reissueFee: fees.reissue,
        expressShippingFee: fees.express,
        feeCurrency: card.currency,
        reissuable: reissueRefusal(card) === null,
        replacementShipping:
          (extra.cardReissuedStatusId ?? 0) !== 0 ? (extra.cardReissueShipping ?? 'standard') : ('none' as const),
        shippingUpgradable: upgradable(card),
      });
    }),
    on(cardReissue, (ctx) => {
      const { accountId, isExpressShipping } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      const refused = reissueRefusal(card);
      if (refused) return failure('VF', refused);
      const fees = feesOf(card.currency);
      const feeMinor =
        minor(fees.reissue, card.currency) + (isExpressShipping ? minor(fees.express, card.currency) : 0);
      return charge(ctx, {
        call: 'cardReissue',
        customerId: card.customer_id,
        payerAccountId: card.account_id,
        currency: card.currency,
        feeMinor,
        description: `Card reissue${isExpressShipping ? ' with express shipping' : ''}`,
        counterparty: nameOf(card),
        change: () => {
          const extra = extraOf(card);
          const next = {
            ...extra,
            cardReissuedStatusId: cardStatusIds.Printing,
            cardReissueShipping: isExpressShipping ? 'express' : 'standard',
          };
          setExtra.run(JSON.stringify(next), ctx.tenant.key, card.account_id);
          return {
            cardReissuedStatusId: cardStatusIds.Printing,
            fee: formatMinor(feeMinor, card.currency),
            feeCurrency: card.currency,
          };
        },
      });
    }),
    on(cardShippingUpgrade, (ctx) => {
      const { accountId } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      if (!upgradable(card))
        return failure('VF', 'There is no replacement card on its way with standard shipping to upgrade');
      const feeMinor = minor(feesOf(card.currency).express, card.currency);
      return charge(ctx, {
        call: 'cardShippingUpgrade',
        customerId: card.customer_id,
        payerAccountId: card.account_id,
        currency: card.currency,
        feeMinor,
        description: 'Express shipping of a replacement card',
        counterparty: nameOf(card),
        change: () => {
          setExtra.run(
            JSON.stringify({ ...extraOf(card), cardReissueShipping: 'express' }),
            ctx.tenant.key,
            card.account_id,
          );
          return { fee: formatMinor(feeMinor, card.currency), feeCurrency: card.currency };
        },
      });
    }),
    on(cardActivationDataGet, (ctx) => {
      const { accountId } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      if (card.status_id !== cardStatusIds.Shipped)
        return failure('VF', 'Only a delivered card (status Shipped) can be activated');
      return success({ fees: feesOf(card.currency).activation, feeCurrency: card.currency });
    }),
    on(cardActivate, (ctx) => {
      const { accountId, feeAccountId } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      if (card.status_id !== cardStatusIds.Shipped)
        return failure('VF', 'Only a delivered card (status Shipped) can be activated');
      const payer = accountOf.get(ctx.tenant.key, feeAccountId, card.customer_id);
      if (!payer)
        return failure('VF', `feeAccountId: no account ${feeAccountId} of this customer`, {
          validationErrors: [{ field: 'feeAccountId', description: 'Choose one of your accounts' }],
        });
      if (payer.status_id === CLOSED_ACCOUNT_STATUS)
        return failure('VF', 'The fee cannot be paid from a closed account');
      if (payer.account_id === card.account_id)
        return failure('VF', 'The fee cannot be paid from the card being activated');
      if (payer.currency !== card.currency)
        return failure('VF', `The fee is paid in ${card.currency}: choose an account in ${card.currency}`, {
          validationErrors: [{ field: 'feeAccountId', description: `Choose an account in ${card.currency}` }],
        });
      const fees = feesOf(card.currency).activation;
      return charge(ctx, {
        call: 'cardActivate',
        customerId: card.customer_id,
        payerAccountId: payer.account_id,
        currency: card.currency,
        feeMinor: minor(fees, card.currency),
        description: 'Card activation',
        counterparty: nameOf(card),
        change: () => {
          const pinCode = String(randomInt(0, 10000)).padStart(4, '0');
          setStatus.run(cardStatusIds.Active, ctx.tenant.key, card.account_id);
          setPin.run(ctx.tenant.key, card.account_id, pinCode);
          return { accountStatusId: cardStatusIds.Active, fees, feeCurrency: card.currency, pinCode };
        },
      });
    }),
    on(cardBalanceInquiry, (ctx) => {
      const { accountId } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      if (!balanceStatuses.includes(card.status_id))
        return failure('VF', 'The balance of this card cannot be asked in its status');
      return success({
        balance: formatMinor(core.ledger.balanceOf(ctx.tenant.key, card.account_id), card.currency),
        pendingAmount: formatMinor(0, card.currency),
        currencyCode: card.currency,
      });
    }),
    on(cardCrossPlatformRequirementGet, (ctx) => {
      const { accountId } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      if (
        extraOf(card).cardIsVirtual === true &&
        ![cardStatusIds.Canceled, cardStatusIds.Fraud, CLOSED_ACCOUNT_STATUS].includes(card.status_id)
      )
        return success({
          isRequired: true,
          platforms: ['ios' as const, 'android' as const],
          description: 'Online payments with this card are confirmed in the mobile app (3-D Secure).',
        });
      return success({ isRequired: false, platforms: [], description: '' });
    }),
    on(cardAddressReplacementCheck, (ctx) => {
      const acting = actingOf(ctx);
      if (typeof acting !== 'number') return acting;
      const { countryCode, oldAddressId } = ctx.body;
      const profile = loadProfile(core, createProfileStore(core.db), ctx.tenant, acting);
      if (!profile.addresses.some((a) => a.addressId === oldAddressId))
        return failure('VF', `oldAddressId: no address ${oldAddressId} of this customer`, {
          validationErrors: [{ field: 'oldAddressId', description: 'This address is not one of yours' }],
        });
      const live = cardsOfCustomer
        .all(ctx.tenant.key, acting)
        .filter((c) => ![cardStatusIds.Canceled, cardStatusIds.Fraud, CLOSED_ACCOUNT_STATUS].includes(c.status_id));
      if (!servedCountries.includes(countryCode))
        return success({
          cardAccountsToBeCanceled: live.map((c) => c.account_id),
          cardAccountsToBeShippedToOldAddress: [],
        });
      const travelling = live.filter((c) => {
        const extra = extraOf(c);
        if (extra.cardIsVirtual === true) return false;
        return onTheirWay.includes(c.status_id) || notShippedYet.includes(extra.cardReissuedStatusId ?? 0);
      });
      return success({
        cardAccountsToBeCanceled: [],
        cardAccountsToBeShippedToOldAddress: travelling.map((c) => c.account_id),
      });
    }),
  ];
}
