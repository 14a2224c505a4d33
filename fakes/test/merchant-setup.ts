import type { Test } from 'tap';
import type { CallDef, CallInput } from '@app/contracts';
import { call, fakesWithClock, signIn } from './helper.ts';

/**
 * Fresh fakes with a test clock and two signed-in callers of the merchant calls (spec 3 §7 "Merchant"): business@
 * (customer 100002, the merchant of the seed) and personal@ (a personal customer, refused them). Each caller takes a
 * call and its whole input (body, query, path params).
 */
export async function merchantSetup(t: Test) {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const caller = async (username: string) => {
    const { accessToken } = await signIn(t, app, username);
    return (def: CallDef, input: CallInput = {}) => call(t, app, def, { token: accessToken, ...input });
  };
  return { app, biz: await caller('business@demo.test'), personal: await caller('personal@demo.test') };
}
