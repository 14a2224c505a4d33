import t from 'tap';
import { accessRightValues } from '@app/contracts';
import { routeAccessFor } from '../../entities/session/index.ts';
import { merchantNavFor } from './model.ts';

const hrefs = (rights: number | null) => merchantNavFor(rights).flatMap((g) => g.items.map((i) => i.href));
const groups = (rights: number | null) => merchantNavFor(rights).map((g) => g.group);

// spec 3 §2: "The API settings and API/webhook log pages need full access rights (value 2); otherwise the user goes
// to saved buttons."
const rows: [string, number | null, boolean][] = [
  ['full access (2) sees the API settings and the logs', accessRightValues.fullAccess, true],
  ['read (1) does not', 1, false],
  ['initiate (3) does not', 3, false],
  ['confirmed (4) does not', 4, false],
  ['uploading (5, an authorised user) does not', 5, false],
  ['no access (0) does not', 0, false],
  ['rights not known yet do not', null, false],
];

for (const [name, rights, internal] of rows) {
  t.test(name, async (t) => {
    const shown = hrefs(rights);
    t.equal(groups(rights).includes('internal'), internal);
    for (const p of ['/merchant/internal/api_key', '/merchant/internal/api_log', '/merchant/internal/webhook_log'])
      t.equal(shown.includes(p), internal, p);
    // every other page of spec 3 §2 is offered to everybody
    for (const p of [
      '/merchant/buttons/my_saved_buttons',
      '/merchant/buttons/pbn_settings',
      '/merchant/buttons/business_logos',
      '/merchant/accounts/subscribers',
      '/merchant/security/verification',
      '/merchant/security/verification/history',
      '/merchant/security/reputation',
      '/merchant/ipn/history',
      '/merchant/ipn/settings',
    ])
      t.ok(shown.includes(p), p);
  });
}

t.test('an item is offered exactly when the guard lets its user stay on it', async (t) => {
  const every = hrefs(accessRightValues.fullAccess);
  t.equal(every.length, 12, 'the twelve pages of spec 3 §2');
  for (const [, rights] of rows)
    for (const href of every) {
      const sentAway = routeAccessFor({
        pathname: href,
        partnerPath: null,
        needsKyc: false,
        isBusiness: true,
        representativeWithoutBalanceInfo: false,
        accessRights: rights,
        needsProfileUpdate: false,
      });
      t.equal(hrefs(rights).includes(href), sentAway === null, `${href} with rights ${rights}`);
      if (sentAway !== null) t.equal(sentAway, '/merchant/buttons/my_saved_buttons', 'to saved buttons');
    }
});
