/**
 * The merchant pages' identity verification requests and reputation search (spec 3 §2 security/*, §3 "Identity
 * verification fee: fee.amount, fee.currencyCode", "Reputation search by type reputation and e-mail"; §5 "The
 * reputation search e-mail is trimmed"; §7 "Merchant"; §9; contracts merchant-security.ts). Consumer
 * payments-web-merchant-security: its own pact JSON. Every interaction starts signed in as business@ on a fresh
 * tenant, whose seed (fakes seed-merchant-security.ts) has verification requests 1–5 (pending, completed, rejected,
 * closed, completed) from its USD account 300006 and the reputation record of personal@demo.test; a new request is 6.
 * The create moves money (the fee), so it carries an Idempotency-Key. The refusals: an account that is not the
 * merchant's is VF on accountId; a blank reputation e-mail is VF on email.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  identityFeeGet,
  identityVerificationCreate,
  identityVerificationListGet,
  reputationListGet,
  reputationQuery,
  verificationListBody,
} from '../src/index.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';
import { isoInstant, signedIn, vfAnswer as vf } from './rest-interaction.ts';
import { currencyPattern, decimalPattern, demo, participants, pactDir } from './support.ts';

const { eachLike, integer, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: 'payments-web-merchant-security',
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

/** business@'s USD account (fakes seed: business@'s accounts follow personal@'s five). */
const businessUsd = 300006;
const day = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
const business = signedIn(demo.business);

const fee = { amount: regex(decimalPattern, '5.00'), currencyCode: regex(currencyPattern, 'USD') };
const verificationOf = (fields: Record<string, unknown> = {}) => ({
  id: integer(2),
  email: string('omar.haddad@example.com'),
  firstName: string('Omar'),
  lastName: string('Haddad'),
  status: regex('^(pending|completed|rejected|closed)$', 'completed'),
  accountId: integer(businessUsd),
  fee,
  createdAt: isoInstant('2026-11-23T12:00:00.000Z'),
  ...fields,
});

const cases: MethodCase[] = [
  {
    def: identityFeeGet,
    description: 'identityFeeGet for business@’s USD account',
    ...business,
    body: { accountId: businessUsd },
    response: { responseCode: '00', fee },
    check: (t, res) => t.same(res.fee, { amount: '5.00', currencyCode: 'USD' }),
  },
  {
    def: identityFeeGet,
    description: 'identityFeeGet for an account that is not the merchant’s: VF on accountId',
    ...business,
    body: { accountId: 300001 },
    response: vf('accountId', 'No account 300001 of yours: choose one of your accounts'),
    check: (t, res) => {
      t.equal(res.responseCode, 'VF');
      t.match(res.message, /No account 300001 of yours/);
    },
  },
  {
    def: identityVerificationListGet,
    description: 'identityVerificationListGet with no filters (pageSize 1000, empty filters dropped)',
    ...business,
    body: verificationListBody({ statuses: [], email: '  ' }),
    response: { responseCode: '00', verifications: eachLike(verificationOf()), total: integer(5) },
    check: (t, res) => t.ok((res.verifications as unknown[]).length >= 1),
  },
  {
    def: identityVerificationListGet,
    description: 'identityVerificationListGet of the history (completed, rejected, closed)',
    ...business,
    body: verificationListBody({ statuses: ['completed', 'rejected', 'closed'] }),
    response: {
      responseCode: '00',
      verifications: eachLike(verificationOf({ finishedAt: isoInstant('2026-11-24T12:00:00.000Z') })),
      total: integer(4),
    },
    check: (t, res) =>
      t.ok(
        (res.verifications as { status: string }[]).every((v) => v.status !== 'pending'),
        'no pending one',
      ),
  },
  {
    def: identityVerificationCreate,
    description: 'identityVerificationCreate: the fee charged from the USD account (Idempotency-Key)',
    ...business,
    body: { email: 'new.person@example.com', firstName: 'New', lastName: 'Person', accountId: businessUsd },
    response: {
      responseCode: '00',
      verification: verificationOf({
        id: integer(6),
        email: 'new.person@example.com',
        firstName: 'New',
        lastName: 'Person',
        status: 'pending',
      }),
      transactionId: integer(1),
    },
    check: (t, res) => t.equal((res.verification as { status: string }).status, 'pending'),
  },
  {
    def: identityVerificationCreate,
    description: 'identityVerificationCreate from an account that is not the merchant’s: VF on accountId',
    ...business,
    body: { email: 'new.person@example.com', firstName: 'New', lastName: 'Person', accountId: 300001 },
    response: vf('accountId', 'No account 300001 of yours: choose one of your accounts'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: reputationListGet,
    description: 'reputationListGet of personal@ (type reputation, the e-mail trimmed, pageSize 100)',
    ...business,
    body: reputationQuery('  personal@demo.test  ') as Record<string, unknown>,
    response: {
      responseCode: '00',
      records: eachLike({
        id: integer(1),
        type: 'reputation',
        email: 'personal@demo.test',
        rating: regex('^(positive|neutral|negative)$', 'positive'),
        completedPayments: integer(42),
        disputes: integer(0),
        lastActivity: day('2026-11-26'),
      }),
      total: integer(1),
    },
    check: (t, res) => t.equal((res.records as { email: string }[])[0]?.email, 'personal@demo.test'),
  },
  {
    def: reputationListGet,
    description: 'reputationListGet of an unknown e-mail: none',
    ...business,
    body: reputationQuery('nobody@example.com') as Record<string, unknown>,
    response: { responseCode: '00', records: [], total: 0 },
    check: (t, res) => t.same(res.records, []),
  },
  {
    def: reputationListGet,
    description: 'reputationListGet of a blank e-mail: VF on email',
    ...business,
    body: { type: 'reputation', email: ' ', pageSize: 100 },
    response: vf('email', 'email: enter the e-mail to search for'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
];

for (const c of cases) t.test(c.description, (t: Test) => methodInteraction(pact, t, c));
