import t from 'tap';
import { accountListGet, cardEnrollment, cardPause, type Account } from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';
import { maskPhone } from './cards.ts';

// contracts cards.ts cardEnrollment; spec 2 §4 "Load card and enrollment: Active and not Fraud (enrollment for
// physical cards only)"
async function setup(t: Parameters<typeof signIn>[0]) {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const accounts = (await call(t, app, accountListGet, { token })).json.accounts as Account[];
  const card = (virtual: boolean) =>
    accounts.find((a) => a.type >= 2006 && a.cardIsVirtual === virtual && a.accountStatusId === 2)?.accountId as number;
  return { app, token, physical: card(false), virtual: card(true) };
}

t.test(
  'an active physical card is enrolled; codes go to the phone on file, masked; repeating changes nothing',
  async (t) => {
    const { app, token, physical } = await setup(t);
    const enrolled = await call(t, app, cardEnrollment, { token, body: { accountId: physical } });
    t.equal(enrolled.json.responseCode, '00');
    t.equal(enrolled.json.cardIsEnrolled, true);
    t.equal(enrolled.json.codesSentTo, '+• ••• ••• 4821', "personal@'s phone, only its last 4 digits shown");
    const listed = (await call(t, app, accountListGet, { token })).json.accounts as Account[];
    t.equal(listed.find((a) => a.accountId === physical)?.cardIsEnrolled, true, 'the account list shows it');
    const again = await call(t, app, cardEnrollment, { token, body: { accountId: physical } });
    t.match(again.json, { responseCode: '00', cardIsEnrolled: true }, 'safe to repeat');
  },
);

t.test('refused for a virtual card, a card not Active, and a card that is not the customer’s', async (t) => {
  const { app, token, physical, virtual } = await setup(t);
  const v = await call(t, app, cardEnrollment, { token, body: { accountId: virtual } });
  t.equal(v.json.responseDescription, 'A virtual card is enrolled in 3-D Secure when it is issued');
  await call(t, app, cardPause, { token, body: { accountId: physical } });
  const paused = await call(t, app, cardEnrollment, { token, body: { accountId: physical } });
  t.equal(paused.json.responseDescription, 'Only an active card can be enrolled');
  const foreign = await call(t, app, cardEnrollment, { token, body: { accountId: 300001 } });
  t.equal(foreign.json.responseDescription, 'accountId: no card account 300001 of this customer');
});

t.test('maskPhone keeps only the last 4 digits', async (t) => {
  const rows: [string, string][] = [
    ['+1 415 555 4821', '+• ••• ••• 4821'],
    ['+40731555900', '+•••••••5900'],
    ['4821', '4821'],
  ];
  for (const [phone, masked] of rows) t.equal(maskPhone(phone), masked, phone);
});
