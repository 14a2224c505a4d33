import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $customer, contextRequested, loadContextCalls, putCustomerFx } from '../customer/@x/verification.ts';
import {
  $requiredActionCount,
  $statusBanner,
  $verificationData,
  $verificationStatus,
  $verificationError,
  $verificationLoad,
  limitReasonsQuery,
  profileQuery,
  verificationRequested,
} from './model.ts';
import { dueDiligenceQuery } from './model/second-step.ts';

// The round takes the customer from the customer context (entities/customer): its calls are stubbed here.
const contextCalls = await loadContextCalls();
const { customerInfoQuery: customerQuery } = contextCalls;
const { accessInfoQuery: accessQuery } = await contextCalls.loadAccessCalls();

const customer = (over: Record<string, unknown> = {}) => ({
  responseCode: '00',
  customer: {
    customerType: 'personal',
    userId: 1,
    customerId: 1,
    login: 'u@demo.test',
    isAdmin: false,
    isHaveRelatedAccounts: false,
    verified: true,
    limited: false,
    isNeedPersonalInfoUpdate: false,
    isNeedKyc: false,
    ...over,
  },
});
const home = {
  addressId: 1,
  kind: 1,
  address1: '1 Main St',
  city: 'Springfield',
  postalCode: '12345',
  countryCode: 'US',
  addressStatus: 1,
  confirmed: true,
  isDocumentOutOfDate: false,
  isCardDocumentRequired: false,
  isDocumentRequired: false,
  uploadedDocuments: [],
};
const profile = (over: Record<string, unknown> = {}) => ({
  responseCode: '00',
  profile: {
    phones: [{ id: 1, countryCode: '1', number: '5551234', confirmed: true }],
    addresses: [home],
    emails: [],
    identity: { status: 'confirmed' },
    fatcaCrsCertificationInfo: { taxResidencySelfCertificationDocumentStatus: 'validated' },
    documents: [],
    ...over,
  },
});

function scopeWith(c: unknown, p: unknown, reasons: unknown[] = [], access: unknown = null) {
  const ddCalls: unknown[] = [];
  const scope = fork({
    handlers: [
      [customerQuery.__.executeFx, async () => c],
      [profileQuery.__.executeFx, async () => p],
      [limitReasonsQuery.__.executeFx, async () => ({ responseCode: '00', reasons })],
      [accessQuery.__.executeFx, async () => access],
      [
        dueDiligenceQuery.__.executeFx,
        async () => (ddCalls.push(1), { responseCode: '00', info: { uploadedDocuments: [] } }),
      ],
    ],
  });
  return { scope, ddCalls };
}

t.test('demo unverified@demo.test: banner unverified with 4 actions', async (t) => {
  const { scope } = scopeWith(
    customer({ verified: false }),
    profile({
      phones: [{ id: 1, countryCode: '1', number: '5550000', confirmed: false }],
      addresses: [],
      identity: undefined,
      fatcaCrsCertificationInfo: { taxResidencySelfCertificationDocumentStatus: 'none' },
    }),
  );
  await allSettled(verificationRequested, { scope });
  t.equal(scope.getState($requiredActionCount), 4);
  t.equal(scope.getState($verificationStatus), 'unverified');
  t.match(scope.getState($statusBanner), {
    href: '/profile',
    count: 4,
    titleKey: 'verification.banner.unverified.title',
  });
});

t.test('demo personal@demo.test: checked, no banner', async (t) => {
  const { scope, ddCalls } = scopeWith(customer(), profile());
  await allSettled(verificationRequested, { scope });
  t.equal(scope.getState($verificationStatus), 'checked');
  t.equal(scope.getState($statusBanner), null);
  t.equal(ddCalls.length, 0, 'no due-diligence fetch without level 1 or 4');
});

t.test('limited with a missing document: banner to /limited-account; level 4 fetches due diligence', async (t) => {
  const { scope, ddCalls } = scopeWith(customer({ limited: true, dueDiligenceLevel: 4 }), profile(), [
    {
      reasonId: 1,
      actionTypeId: 1,
      requirementDocuments: [{ documentTypeId: 4, documentType: 'Passport', categoryId: 1 }],
      uploadedDocuments: [],
    },
  ]);
  await allSettled(verificationRequested, { scope });
  t.equal(scope.getState($verificationStatus), 'limited');
  t.match(scope.getState($statusBanner), { href: '/limited-account' });
  t.equal(ddCalls.length, 1);
  t.ok(scope.getState($verificationData)?.dueDiligence);
});

t.test('a business user without balance info is a representative: checked', async (t) => {
  const { scope } = scopeWith(customer({ customerType: 'business', verified: false }), profile({ phones: [] }), [], {
    responseCode: '00',
    customerAccessInfo: { accessList: {} },
  });
  await allSettled(verificationRequested, { scope });
  t.equal(scope.getState($verificationStatus), 'checked');
});

t.test('another acting customer reloads the status', async (t) => {
  let loads = 0;
  const scope = fork({
    handlers: [
      [putCustomerFx, async (id: number) => id],
      [customerQuery.__.executeFx, async () => (loads++, customer())],
      [profileQuery.__.executeFx, async () => profile()],
      [limitReasonsQuery.__.executeFx, async () => ({ responseCode: '00', reasons: [] })],
    ],
  });
  await allSettled(putCustomerFx, { scope, params: 7 });
  t.equal(loads, 1);
  t.equal(scope.getState($verificationStatus), 'checked');
});

t.test("the round takes the customer context's unused answer; a later round asks the context again", async (t) => {
  let loads = 0;
  let verified = false;
  const scope = fork({
    handlers: [
      [customerQuery.__.executeFx, async () => (loads++, customer({ verified }))],
      [profileQuery.__.executeFx, async () => profile()],
      [limitReasonsQuery.__.executeFx, async () => ({ responseCode: '00', reasons: [] })],
    ],
  });
  await allSettled(contextRequested, { scope }); // the signed-in start's context
  t.equal(loads, 1);
  await allSettled(verificationRequested, { scope });
  t.equal(loads, 1, 'customer info is not asked again for the first round');
  t.equal(scope.getState($verificationData)?.customer.verified, false);

  verified = true;
  await allSettled(verificationRequested, { scope });
  t.equal(loads, 2, 'a later round loads the context again');
  t.equal(scope.getState($verificationData)?.customer.verified, true, 'the round sees the new answer');
  t.equal(scope.getState($customer)?.verified, true, 'and so does the context');

  verified = false;
  await allSettled(contextRequested, { scope }); // the context loads again outside a round
  t.equal(loads, 3, 'no other customer info call');
  t.equal(scope.getState($verificationData)?.customer.verified, false, 'a round followed the new answer');
});

t.test("a business: the access info is the customer context's, not asked again", async (t) => {
  let accessCalls = 0;
  const scope = fork({
    handlers: [
      [customerQuery.__.executeFx, async () => customer({ customerType: 'business', verified: false })],
      [profileQuery.__.executeFx, async () => profile({ phones: [] })],
      [limitReasonsQuery.__.executeFx, async () => ({ responseCode: '00', reasons: [] })],
      [
        accessQuery.__.executeFx,
        async () => (accessCalls++, { responseCode: '00', customerAccessInfo: { accessList: { balanceInfo: true } } }),
      ],
    ],
  });
  await allSettled(contextRequested, { scope });
  await allSettled(verificationRequested, { scope });
  t.equal(accessCalls, 1);
  t.equal(scope.getState($verificationData)?.isRepresentative, false, 'balance info: not a representative');
  t.equal(scope.getState($verificationStatus), 'unverified');
});

t.test(
  'a failed first step fails the round; a failed reload keeps the status shown; second-step failures are "nothing there"',
  async (t) => {
    let failCustomer = true;
    let limitCalls = 0;
    const scope = fork({
      handlers: [
        [
          customerQuery.__.executeFx,
          async () => {
            if (failCustomer) throw new ApiError('Server is busy', 200, 'UE', {});
            return customer({ limited: true, dueDiligenceLevel: 1 });
          },
        ],
        [profileQuery.__.executeFx, async () => profile()],
        [
          limitReasonsQuery.__.executeFx,
          async () => {
            limitCalls++;
            throw new ApiError('No reasons', 200, 'UE', {});
          },
        ],
        [
          dueDiligenceQuery.__.executeFx,
          async () => {
            throw new ApiError('No info', 200, 'UE', {});
          },
        ],
      ],
    });
    await allSettled(verificationRequested, { scope });
    t.equal(scope.getState($verificationLoad), 'failed');
    t.same(scope.getState($verificationError), { text: 'Server is busy' });
    t.equal(limitCalls, 1, 'the limit reasons are asked alongside the customer, not after it');

    failCustomer = false;
    await allSettled(verificationRequested, { scope });
    t.equal(scope.getState($verificationLoad), 'ready');
    t.equal(scope.getState($verificationError), null);
    t.same(scope.getState($verificationData)?.limitReasons, [], 'failed limit reasons: none');
    t.equal(scope.getState($verificationData)?.dueDiligence, null, 'failed due diligence: none');

    failCustomer = true;
    await allSettled(verificationRequested, { scope });
    t.equal(scope.getState($verificationLoad), 'ready', 'a failed reload keeps what is shown');
    t.ok(scope.getState($verificationData), 'the data stays');
    t.same(scope.getState($verificationError), { text: 'Server is busy' });
  },
);
