import { allSettled, createWatch, fork } from 'effector';
import t from 'tap';
import { $company, companyRequested } from '../../../entities/company/index.ts';
import { $sessionStatus } from '../../../entities/session/index.ts';
import { $verificationData, $verificationLoad, verificationRequested } from '../../../entities/verification/index.ts';
import { $companyActionRequired, ProfileMenuGate } from './profile-menu-load.ts';

function counted(status: 'anonymous' | 'authed', load: 'idle' | 'ready' | 'failed', data: unknown = null) {
  const scope = fork({
    values: [
      [$sessionStatus, status],
      [$verificationLoad, load],
      [$verificationData, data as never],
    ],
  });
  const asked = { verification: 0, company: 0 };
  createWatch({ unit: verificationRequested, scope, fn: () => asked.verification++ });
  createWatch({ unit: companyRequested, scope, fn: () => asked.company++ });
  return { scope, asked };
}

// The verification data as loaded (only the customer's type matters here; the rest keeps the derived stores happy).
const data = (customerType: string) =>
  ({
    customer: { customerType, userId: 1, customerId: 1, verified: true, limited: false },
    profile: { phones: [], addresses: [], emails: [], documents: [], identity: { status: 'confirmed' } },
    limitReasons: [],
    isRepresentative: false,
    dueDiligence: null,
  }) as never;
const business = data('business');
const personal = data('personal');

t.test('nothing is asked before somebody is signed in; signing in while the menu is shown asks once', async (t) => {
  const { scope, asked } = counted('anonymous', 'failed');
  await allSettled(ProfileMenuGate.open, { scope, params: {} });
  t.same(asked, { verification: 0, company: 0 }, 'anonymous: nothing asked');
  await allSettled($verificationLoad, { scope, params: 'idle' });
  await allSettled($sessionStatus, { scope, params: 'authed' });
  t.equal(asked.verification, 1, 'the customer data is asked once signed in');
});

t.test('opened while signed in: the customer data is asked only while not loaded', async (t) => {
  const idle = counted('authed', 'idle');
  await allSettled(ProfileMenuGate.open, { scope: idle.scope, params: {} });
  t.equal(idle.asked.verification, 1, 'not loaded yet: asked once');
  const ready = counted('authed', 'ready', personal);
  await allSettled(ProfileMenuGate.open, { scope: ready.scope, params: {} });
  t.same(ready.asked, { verification: 0, company: 0 }, 'already loaded, a personal customer: nothing asked');
});

t.test('a company customer: its company is asked when the menu opens and when the data says so', async (t) => {
  const open = counted('authed', 'ready', business);
  await allSettled(ProfileMenuGate.open, { scope: open.scope, params: {} });
  t.same(open.asked, { verification: 0, company: 1 }, 'opened with a company customer');

  const later = counted('authed', 'ready', personal);
  await allSettled(ProfileMenuGate.open, { scope: later.scope, params: {} });
  await allSettled($verificationData, { scope: later.scope, params: business });
  t.equal(later.asked.company, 1, 'the data turned into a company customer');
  await allSettled($verificationData, { scope: later.scope, params: business });
  t.equal(later.asked.company, 1, 'a reload of the same company customer does not ask again');
});

t.test('closed menu: nothing is asked', async (t) => {
  const { scope, asked } = counted('anonymous', 'idle');
  await allSettled($sessionStatus, { scope, params: 'authed' });
  t.same(asked, { verification: 0, company: 0 });
});

t.test(
  "a company customer: the menu's highlight follows the company's (loaded with the company's chunk)",
  async (t) => {
    const { scope } = counted('authed', 'ready', business);
    await allSettled(ProfileMenuGate.open, { scope, params: {} });
    t.equal(scope.getState($companyActionRequired), false, 'no company known yet: no highlight');
    const company = {
      name: 'Acme',
      verified: true,
      limited: false,
      addresses: [],
      corporateDocuments: [],
      additionalDocuments: [],
      sourceOfWealthDocuments: [],
    };
    await allSettled($company, { scope, params: company });
    t.equal(scope.getState($companyActionRequired), true, 'its fields are missing: highlighted');
  },
);
