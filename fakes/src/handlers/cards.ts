import {
  binInfoGet,
  cardAliasSet,
  cardApplyInfoGet,
  cardBlock,
  cardEnrollment,
  cardPause,
  cardPinChange,
  cardPinShow,
  cardUnpause,
  creditCardAdd,
  creditCardConfirm,
  creditCardsGet,
  type BinInfo,
  CLOSED_ACCOUNT_STATUS,
  cardAccountTypes,
  cardStatusIds,
} from '@app/contracts';
import { luhnValid } from '@app/contracts';
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
import type { UserRow } from '../users.ts';
import { cardLifecycleHandlers } from './card-lifecycle.ts';
import { actingCustomer } from './customer.ts';

interface CardRow {
  account_id: number;
  type: number;
  status_id: number;
  extra_json: string;
}

/** The code of the zero-amount check on an added external card (the fakes' demo code). */
export const EXTERNAL_CARD_CODE = '1234';

/** Demo PIN of a card whose PIN was never changed (the fakes' choice; the spec shows none). */
export const DEMO_PIN = '1234';

/**
 * Spec 2 §4 statuses each state change starts from; anything else answers VF with a readable reason.
 * Block: "Paused, Active or Expired"; Pause: "Active or Expired"; Unpause: "Paused only".
 */
const transitions = {
  pause: {
    from: [cardStatusIds.Active, cardStatusIds.Expired],
    to: cardStatusIds.Paused,
    refused: 'Only an active or expired card can be paused',
  },
  unpause: { from: [cardStatusIds.Paused], to: cardStatusIds.Active, refused: 'Only a paused card can be unpaused' },
  block: {
    from: [cardStatusIds.Paused, cardStatusIds.Active, cardStatusIds.Expired],
    to: cardStatusIds.Canceled,
    refused: 'This card cannot be blocked in its status',
  },
} as const;

/** A phone as the enrollment answer names it: every digit but the last 4 hidden. */
export const maskPhone = (phone: string) => phone.replace(/\d(?=(?:\D*\d){4})/g, '•');

/** A few BINs the fakes know (spec 2 §3 networks MC, UPI, VISA); others answer valid: false. */
interface BinFacts {
  issuer: string;
  cardBrand: string;
  cardCategory: string;
  cardType: string;
  countryCode: string;
  currencyCode: string;
  isCommercial: boolean;
  isPrepaid: boolean;
}
const knownBins: Record<string, BinFacts> = {
  '541275': {
    issuer: 'Demo Bank',
    cardBrand: 'MC',
    cardCategory: 'STANDARD',
    cardType: 'PREPAID',
    countryCode: 'US',
    currencyCode: 'USD',
    isCommercial: false,
    isPrepaid: true,
  },
  '492183': {
    issuer: 'Demo Bank',
    cardBrand: 'VISA',
    cardCategory: 'CLASSIC',
    cardType: 'PREPAID',
    countryCode: 'US',
    currencyCode: 'EUR',
    isCommercial: false,
    isPrepaid: true,
  },
  '411111': {
    issuer: 'Test Issuer',
    cardBrand: 'VISA',
    cardCategory: 'CLASSIC',
    cardType: 'DEBIT',
    countryCode: 'US',
    currencyCode: 'USD',
    isCommercial: false,
    isPrepaid: false,
  },
  '625000': {
    issuer: 'Union Demo',
    cardBrand: 'UPI',
    cardCategory: 'STANDARD',
    cardType: 'CREDIT',
    countryCode: 'CN',
    currencyCode: 'CNY',
    isCommercial: true,
    isPrepaid: false,
  },
};

/** Card offers by country (spec 2 §3 card currencies USD, EUR, RON). Countries not listed get no card. */
const offers: Record<string, { currency: string; annual: string; issue: string; monthly: string; express: boolean }> = {
  US: { currency: 'USD', annual: '25.00', issue: '10.00', monthly: '1.50', express: true },
  GB: { currency: 'EUR', annual: '20.00', issue: '8.00', monthly: '1.00', express: true },
  DE: { currency: 'EUR', annual: '20.00', issue: '8.00', monthly: '1.00', express: true },
  RO: { currency: 'RON', annual: '90.00', issue: '40.00', monthly: '5.00', express: false },
};

export function cardHandlers(core: Core): CallHandler[] {
  const cardOf = core.db.prepare<[string, number, number], CardRow>(
    `SELECT account_id, type, status_id, extra_json FROM accounts
     WHERE tenant = ? AND account_id = ? AND customer_id = ? AND kind = 'customer' AND type BETWEEN ${cardAccountTypes.first} AND ${cardAccountTypes.last}`,
  );
  const setStatus = core.db.prepare<[number, string, number]>(
    `UPDATE accounts SET status_id = ? WHERE tenant = ? AND account_id = ?`,
  );
  const setExtra = core.db.prepare<[string, string, number]>(
    `UPDATE accounts SET extra_json = ? WHERE tenant = ? AND account_id = ?`,
  );
  const pinOf = core.db.prepare<[string, number], { pin: string }>(
    `SELECT pin FROM card_pins WHERE tenant = ? AND account_id = ?`,
  );
  const setPin = core.db.prepare<[string, number, string]>(
    `INSERT INTO card_pins (tenant, account_id, pin) VALUES (?, ?, ?)
     ON CONFLICT (tenant, account_id) DO UPDATE SET pin = excluded.pin`,
  );

  /** The acting customer's card by accountId, or the failure to answer. */
  function ownCard(ctx: CallContext, accountId: number): CardRow | ErrorAnswer {
    const user = ctx.auth?.user as UserRow;
    const acting = actingCustomer(core, ctx, user);
    if (typeof acting !== 'number') return acting;
    const card = cardOf.get(ctx.tenant.key, accountId, acting);
    return card ?? failure('VF', `accountId: no card account ${accountId} of this customer`);
  }

  const change = (def: typeof cardPause | typeof cardUnpause | typeof cardBlock, kind: keyof typeof transitions) =>
    on(def, (ctx) => {
      const { accountId } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      const rule = transitions[kind];
      if (!(rule.from as readonly number[]).includes(card.status_id)) return failure('VF', rule.refused);
      setStatus.run(rule.to, ctx.tenant.key, accountId);
      return success({ accountStatusId: rule.to });
    });

  /** PIN and alias need a card that is still usable: not closed, canceled or fraud. */
  const usable = (card: CardRow) =>
    ![CLOSED_ACCOUNT_STATUS, cardStatusIds.Canceled, cardStatusIds.Fraud].includes(card.status_id);

  interface ExternalRow {
    card_id: number;
    bin: string;
    last4: string;
    brand: string;
    expiry_month: number;
    expiry_year: number;
    holder: string;
    confirmed: number;
  }
  const externalOf = core.db.prepare<[string, number], ExternalRow>(
    `SELECT * FROM external_cards WHERE tenant = ? AND customer_id = ? ORDER BY card_id`,
  );
  const nextExternal = core.db.prepare<[string], { id: number | null }>(
    `SELECT MAX(card_id) + 1 AS id FROM external_cards WHERE tenant = ?`,
  );
  const insertExternal = core.db.prepare<[string, number, number, string, string, string, number, number, string]>(
    `INSERT INTO external_cards (tenant, card_id, customer_id, bin, last4, brand, expiry_month, expiry_year, holder)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const confirmExternal = core.db.prepare<[string, number]>(
    `UPDATE external_cards SET confirmed = 1 WHERE tenant = ? AND card_id = ?`,
  );
  const actingOf = (ctx: CallContext) => actingCustomer(core, ctx, ctx.auth?.user as UserRow);
  const externalView = (r: ExternalRow) => ({
    cardId: r.card_id,
    cardNumber: `${r.bin.slice(0, 4)} ${r.bin.slice(4)}** **** ${r.last4}`,
    cardBrand: r.brand,
    expiryMonth: r.expiry_month,
    expiryYear: r.expiry_year,
    holderName: r.holder,
    confirmed: r.confirmed === 1,
  });

  return [
    ...cardLifecycleHandlers(core),
    on(creditCardsGet, (ctx) => {
      const acting = actingOf(ctx);
      if (typeof acting !== 'number') return acting;
      return success({ creditCards: externalOf.all(ctx.tenant.key, acting).map(externalView) });
    }),
    on(creditCardAdd, (ctx) => {
      const acting = actingOf(ctx);
      if (typeof acting !== 'number') return acting;
      const { cardNumber, expiryMonth, expiryYear, holderName } = ctx.body;
      const digits = cardNumber.replace(/\s+/g, '');
      if (!luhnValid(digits))
        return failure('VF', 'cardNumber: this is not a valid card number', {
          validationErrors: [{ field: 'cardNumber', description: 'This is not a valid card number' }],
        });
      const now = new Date(core.now());
      const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
      if (expiryYear < year || (expiryYear === year && expiryMonth < month))
        return failure('VF', 'The card has expired', {
          validationErrors: [{ field: 'expiryYear', description: 'The card has expired' }],
        });
      const bin = digits.slice(0, 6);
      const last4 = digits.slice(-4);
      const known = externalOf.all(ctx.tenant.key, acting).find((r) => r.bin === bin && r.last4 === last4);
      if (known) return failure('VF', 'This card has already been added');
      const id = nextExternal.get(ctx.tenant.key)?.id ?? 1;
      const brand =
        knownBins[bin]?.cardBrand ?? (digits.startsWith('4') ? 'VISA' : digits.startsWith('5') ? 'MC' : 'CARD');
      insertExternal.run(ctx.tenant.key, id, acting, bin, last4, brand, expiryMonth, expiryYear, holderName.trim());
      return success({ cardId: id });
    }),
    on(creditCardConfirm, (ctx) => {
      const acting = actingOf(ctx);
      if (typeof acting !== 'number') return acting;
      const { cardId, code } = ctx.body;
      const card = externalOf.all(ctx.tenant.key, acting).find((r) => r.card_id === cardId);
      if (!card) return failure('VF', `cardId: no card ${cardId} of this customer`);
      if (card.confirmed === 1) return failure('VF', 'This card is already confirmed');
      if (code.trim() !== EXTERNAL_CARD_CODE)
        return failure('VF', 'The code does not match', {
          validationErrors: [{ field: 'code', description: 'The code does not match' }],
        });
      confirmExternal.run(ctx.tenant.key, cardId);
      return success();
    }),
    change(cardPause, 'pause'),
    change(cardUnpause, 'unpause'),
    change(cardBlock, 'block'),
    on(cardAliasSet, (ctx) => {
      const { accountId, cardAliasName } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      const extra = JSON.parse(card.extra_json) as Record<string, unknown>;
      // spec 2 §4 "Edit name and card details: virtual cards only."
      if (extra.cardIsVirtual !== true) return failure('VF', 'Only a virtual card can be renamed');
      if (!usable(card)) return failure('VF', 'This card can no longer be changed');
      setExtra.run(JSON.stringify({ ...extra, cardAliasName }), ctx.tenant.key, accountId);
      return success({ cardAliasName });
    }),
    on(cardPinChange, (ctx) => {
      const { accountId, confirm, pin, pinRepeat } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      if (!usable(card)) return failure('VF', 'The PIN of this card cannot be changed');
      const errors: { field: string; description: string }[] = [];
      if (!/^\d{4}$/.test(pin)) errors.push({ field: 'pin', description: 'The PIN is 4 digits' });
      if (pin !== pinRepeat) errors.push({ field: 'pinRepeat', description: 'The two PINs do not match' });
      if (!confirm) errors.push({ field: 'confirm', description: 'Confirm that the old PIN stops working' });
      const first = errors[0];
      if (first) return failure('VF', first.description, { validationErrors: errors });
      setPin.run(ctx.tenant.key, accountId, pin);
      return success();
    }),
    // contracts cards.ts cardEnrollment: 3-D Secure for an Active physical card (spec 2 §4 "Load card and
    // enrollment: Active and not Fraud (enrollment for physical cards only)"); repeating it changes nothing
    on(cardEnrollment, (ctx) => {
      const { accountId } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      const extra = JSON.parse(card.extra_json) as Record<string, unknown>;
      if (extra.cardIsVirtual === true)
        return failure('VF', 'A virtual card is enrolled in 3-D Secure when it is issued');
      if (card.status_id !== cardStatusIds.Active) return failure('VF', 'Only an active card can be enrolled');
      if (extra.cardIsEnrolled !== true)
        setExtra.run(JSON.stringify({ ...extra, cardIsEnrolled: true }), ctx.tenant.key, accountId);
      const user = ctx.auth?.user as UserRow;
      return success({ cardIsEnrolled: true, codesSentTo: maskPhone(user.phone) });
    }),
    on(cardPinShow, (ctx) => {
      const { accountId } = ctx.body;
      const card = ownCard(ctx, accountId);
      if (isErrorAnswer(card)) return card;
      if (!usable(card)) return failure('VF', 'The PIN of this card cannot be shown');
      return success({ pin: pinOf.get(ctx.tenant.key, accountId)?.pin ?? DEMO_PIN });
    }),
    on(cardApplyInfoGet, (ctx) => {
      const { countryCode } = ctx.body;
      const offer = offers[countryCode];
      if (!offer) return failure('VF', `Cards are not offered in ${countryCode}`);
      return success({
        annual: offer.annual,
        issue: offer.issue,
        monthly: offer.monthly,
        currency: offer.currency,
        shippingOptions: [
          { id: 1, type: 'standard', fee: '0.00', deliveryTime: '10-15 business days', disabledReasons: [] },
          {
            id: 2,
            type: 'express',
            fee: '25.00',
            deliveryTime: '3-5 business days',
            disabledReasons: offer.express ? [] : ['Express shipping is not available in this country'],
          },
        ],
      });
    }),
    on(binInfoGet, (ctx) => {
      const { binNumber } = ctx.body;
      const known = knownBins[binNumber];
      const binInfo: BinInfo = known
        ? { binNumber, ...known, valid: true }
        : {
            binNumber,
            issuer: '',
            cardBrand: '',
            cardCategory: '',
            cardType: '',
            countryCode: '',
            currencyCode: '',
            isCommercial: false,
            isPrepaid: false,
            valid: false,
          };
      return success({ binInfo });
    }),
  ];
}
