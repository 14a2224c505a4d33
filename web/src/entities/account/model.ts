import { type Account, accountListGet } from '@app/contracts';
import { createStore } from 'effector';
import { createCallFx } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Errors stay with the screen (its own error state and retry), not the global dialog. */
export const accountListFx = createCallFx(accountListGet, { dialog: false });

export const $accounts = createStore<Account[]>([])
  .on(accountListFx.doneData, (_, answer) => answer.accounts)
  .reset(sessionEnded);

/** Spec 2 §3: payment accounts have type 1001; cards have their own types and screen. */
export const PAYMENT_ACCOUNT_TYPE = 1001;
export const isPaymentAccount = (a: Account) => a.type === PAYMENT_ACCOUNT_TYPE;
