import t from 'tap';
import { offeredMass, offersMass } from './mass.ts';

const all = (permission: string) =>
  ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'].map((type) => ({
    type,
    permission,
    isAvailable: true,
  }));

t.test(
  "spec 2 §6 'Mass transfers: wire, eft, oct, instant, interac, p2p, digital (crypto), global' (to others)",
  async (t) => {
    const rows: [string, Parameters<typeof offeredMass>[0], ReturnType<typeof offeredMass>][] = [
      [
        'a personal customer: every kind the answer marks available to others',
        { available: all('3d'), permissions: undefined, isBusiness: false },
        { kinds: ['wire', 'eft', 'oct', 'digital'], p2p: true, global: true },
      ],
      [
        'available only for own accounts: no external kind (a mass transfer pays others)',
        { available: all('own'), permissions: undefined, isBusiness: false },
        { kinds: [], p2p: true, global: true },
      ],
      [
        'no answer yet: no external kind',
        { available: undefined, permissions: undefined, isBusiness: false },
        { kinds: [], p2p: true, global: true },
      ],
      [
        "a business without sendMoneyUser: no p2p ('p2p (sendMoneyUser)')",
        { available: all('3d'), permissions: {}, isBusiness: true },
        { kinds: ['wire', 'eft', 'oct', 'digital'], p2p: false, global: true },
      ],
      [
        "a business with sendCryptoEft false: no digital ('digital (sendCryptoEft)')",
        { available: all('3d'), permissions: { sendCryptoEft: false, sendMoneyUser: true }, isBusiness: true },
        { kinds: ['wire', 'eft', 'oct'], p2p: true, global: true },
      ],
      [
        'a type marked not available is not offered',
        {
          available: [
            { type: 'wire', permission: '3d', isAvailable: false },
            { type: 'eft', permission: '3d', isAvailable: true },
          ],
          permissions: undefined,
          isBusiness: false,
        },
        { kinds: ['eft'], p2p: true, global: true },
      ],
    ];
    for (const [name, input, expected] of rows) t.same(offeredMass(input), expected, name);
  },
);

t.test('offersMass: the transfers menu links /transfer/mass when one mass transfer is offered', async (t) => {
  const rows: [string, Parameters<typeof offersMass>[0], boolean][] = [
    ['every kind', { kinds: ['wire', 'eft', 'oct', 'digital'], p2p: true, global: true }, true],
    ['only p2p (no answer yet)', { kinds: [], p2p: true, global: false }, true],
    ['only global pay', { kinds: [], p2p: false, global: true }, true],
    ['only an external kind', { kinds: ['eft'], p2p: false, global: false }, true],
    ['none: no link', { kinds: [], p2p: false, global: false }, false],
  ];
  for (const [name, offered, shown] of rows) t.equal(offersMass(offered), shown, name);
  t.equal(
    offersMass(offeredMass({ available: undefined, permissions: {}, isBusiness: true })),
    true,
    "a business with no permission flags, before the available-transfers answer: global pay ('global' needs no flag)",
  );
});
