import { CLOSED_ACCOUNT_STATUS, cardStatusIds } from '@app/contracts';
import type { AccountSeed } from './seed-accounts.ts';

/**
 * The demo cards of personal@demo.test (contracts cards.ts; spec 2 §3: a card is an account of a card type,
 * 2006 to 2135, with its card fields and a card status id).
 */

/** personal@'s two active cards, topped up from its USD and EUR payment accounts. */
export const personalCards: AccountSeed[] = [
  {
    currency: 'USD',
    balance: '310.00',
    type: 2006,
    subType: 'PREPAID',
    statusId: cardStatusIds.Active,
    card: {
      virtual: false,
      alias: 'Everyday card',
      last4: '4821',
      expiryMonth: 9,
      expiryYear: 2028,
      fundedFromPayment: true,
    },
  },
  {
    currency: 'EUR',
    balance: '75.00',
    type: 2101,
    subType: 'PREPAID',
    statusId: cardStatusIds.Active,
    card: {
      virtual: true,
      alias: 'Online shopping',
      last4: '7390',
      expiryMonth: 3,
      expiryYear: 2027,
      fundedFromPayment: true,
    },
  },
];

/**
 * For the cards screens: a paused card (spec 2 §3 status 71), a closed card account (status 11) and a delivered card to
 * activate (status 21) for personal@.
 */
export const personalExtraCards: AccountSeed[] = [
  {
    currency: 'USD',
    balance: '20.00',
    type: 2101,
    subType: 'PREPAID',
    statusId: cardStatusIds.Paused,
    card: {
      virtual: true,
      alias: 'Subscriptions',
      last4: '1187',
      expiryMonth: 11,
      expiryYear: 2027,
      fundedFromPayment: false,
    },
  },
  {
    currency: 'EUR',
    balance: '0.00',
    type: 2006,
    subType: 'PREPAID',
    statusId: CLOSED_ACCOUNT_STATUS,
    card: {
      virtual: false,
      alias: 'Old card',
      last4: '5502',
      expiryMonth: 1,
      expiryYear: 2025,
      fundedFromPayment: false,
    },
  },
  // a delivered physical card waiting for its activation (spec 2 §3 status 21 Shipped; card-lifecycle.ts)
  {
    currency: 'USD',
    balance: '0.00',
    type: 2006,
    subType: 'PREPAID',
    statusId: cardStatusIds.Shipped,
    card: {
      virtual: false,
      alias: 'New card',
      last4: '6614',
      expiryMonth: 10,
      expiryYear: 2030,
      fundedFromPayment: false,
    },
  },
];
