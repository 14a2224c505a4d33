/**
 * The contracts service's rules, no server (spec 3 §4 "Contract statuses"; THE DECIDED TRANSITIONS of contracts
 * revenue-split.ts, quoted in the rows). Sender 1 (the payer), beneficiary 2; 3 is neither.
 */
import t from 'tap';
import {
  type StoredContract,
  type Viewer,
  actionsOf,
  advance,
  blocksNewContract,
  canSign,
  cancel,
  dayMs,
  identificationPush,
  identificationStarted,
  isRefused,
  metaOf,
  noticesOf,
  percentageFromHundredths,
  reject,
  sign,
  statsOf,
  terminate,
  terminateCancel,
  terminateNow,
} from './revenue-split-machine.ts';

const now = Date.UTC(2026, 10, 28, 12, 0, 0);
const today = '2026-11-28';
const payer: Viewer = { customerId: 1, fullRights: true };
const payee: Viewer = { customerId: 2, fullRights: true };
const stranger: Viewer = { customerId: 3, fullRights: true };

const base = (over: Partial<StoredContract> = {}): StoredContract => ({
  id: 1,
  companyId: 10,
  senderId: 1,
  beneficiaryId: 2,
  initiatorId: 1,
  senderSignerName: 'A',
  beneficiarySignerName: 'B',
  senderObligations: ['pay'],
  beneficiaryObligations: ['work'],
  percentage: '10',
  note: null,
  activeFrom: today,
  activeTo: null,
  status: 'UNSIGNED',
  identificationStatus: null,
  senderSignedAt: null,
  beneficiarySignedAt: null,
  terminateInfo: null,
  createdAt: new Date(now - dayMs).toISOString(),
  updatedAt: new Date(now - dayMs).toISOString(),
  identificationRun: null,
  ...over,
});

const signed = new Date(now - 2 * dayMs).toISOString();

t.test('sign: first side → WAITING; second → SIGNED/ACTIVE by activeFrom, or NEED_IDENTIFICATION', async (t) => {
  const rows: Array<[string, StoredContract, Viewer, string]> = [
    ['"sign ... by the first side → WAITING"', base(), payer, 'WAITING'],
    ['the beneficiary may sign first', base(), payee, 'WAITING'],
    [
      '"by the second → SIGNED when activeFrom is later than today"',
      base({ status: 'WAITING', senderSignedAt: signed, activeFrom: '2026-12-01' }),
      payee,
      'SIGNED',
    ],
    ['"else ACTIVE"', base({ status: 'WAITING', senderSignedAt: signed }), payee, 'ACTIVE'],
    [
      '"but NEED_IDENTIFICATION while the payer\'s identification is not SUCCESS"',
      base({ status: 'WAITING', senderSignedAt: signed, identificationStatus: 'PROCESSING' }),
      payee,
      'NEED_IDENTIFICATION',
    ],
    [
      'an identification already SUCCESS does not hold it',
      base({ status: 'WAITING', senderSignedAt: signed, identificationStatus: 'SUCCESS' }),
      payee,
      'ACTIVE',
    ],
  ];
  for (const [name, c, who, status] of rows) {
    const next = sign(c, who, now);
    t.equal(isRefused(next) ? next.refused : next.status, status, name);
  }
  t.ok(isRefused(sign(base({ status: 'WAITING', senderSignedAt: signed }), payer, now)), 'a side signs once');
  t.ok(isRefused(sign(base(), { customerId: 1, fullRights: false }, now)), '"the user has full rights"');
  t.ok(isRefused(sign(base(), stranger, now)), 'not a side');
  t.ok(isRefused(sign(base({ status: 'ACTIVE' }), payer, now)), 'not in a signable status');
});

t.test('canSign: "UNSIGNED or WAITING, its side has not signed, and the user has full rights"', async (t) => {
  const rows: Array<[StoredContract, Viewer, boolean]> = [
    [base(), payer, true],
    [base({ status: 'WAITING', senderSignedAt: signed }), payer, false],
    [base({ status: 'WAITING', senderSignedAt: signed }), payee, true],
    [base(), { customerId: 2, fullRights: false }, false],
    [base({ status: 'NEED_IDENTIFICATION' }), payer, false],
    [base(), stranger, false],
  ];
  for (const [c, who, want] of rows) t.equal(canSign(c, who), want, `${c.status} as ${who.customerId}`);
});

t.test('cancel and reject', async (t) => {
  const rows: Array<[string, StoredContract, Viewer, 'cancel' | 'reject', string]> = [
    ['"cancel: the initiator, before the contract is in force"', base(), payer, 'cancel', 'CANCELLED'],
    ['cancel in NEED_IDENTIFICATION', base({ status: 'NEED_IDENTIFICATION' }), payer, 'cancel', 'CANCELLED'],
    ['the counterparty cannot cancel', base(), payee, 'cancel', 'refused'],
    ['cancel once in force', base({ status: 'ACTIVE' }), payer, 'cancel', 'refused'],
    ['"reject: the counterparty, ... before it has signed"', base(), payee, 'reject', 'REJECTED'],
    ['not after it signed', base({ status: 'WAITING', beneficiarySignedAt: signed }), payee, 'reject', 'refused'],
    ['the initiator cannot reject', base(), payer, 'reject', 'refused'],
  ];
  for (const [name, c, who, action, want] of rows) {
    const next = (action === 'cancel' ? cancel : reject)(c, who, now);
    t.equal(isRefused(next) ? 'refused' : next.status, want, name);
  }
});

t.test('terminate, terminateCancel, terminateNow', async (t) => {
  const active = base({
    status: 'ACTIVE',
    senderSignedAt: signed,
    beneficiarySignedAt: signed,
    activeFrom: '2026-01-01',
  });
  const asked = terminate(active, payee, 'moving on', now);
  if (isRefused(asked)) throw new Error(asked.refused);
  t.match(
    asked,
    {
      status: 'TERMINATING',
      activeTo: '2026-12-28',
      terminateInfo: { terminatedAt: '2026-12-28', note: 'moving on', terminatedBy: 2 },
    },
    '"terminate with a note: either side of a SIGNED or ACTIVE contract → TERMINATING" with 30 days notice',
  );
  t.ok(isRefused(terminate(base(), payer, 'x', now)), 'not before it is in force');
  t.ok(isRefused(terminateCancel(asked, payer, now)), 'only the side that asked may withdraw it');
  const back = terminateCancel(asked, payee, now);
  t.match(back, { status: 'ACTIVE', terminateInfo: null, activeTo: null }, '"the side that asked → back"');
  const backSigned = terminateCancel({ ...asked, activeFrom: '2027-01-01' }, payee, now);
  t.match(backSigned, { status: 'SIGNED' }, 'back to SIGNED before activeFrom');
  t.ok(isRefused(terminateNow(asked, payee, now)), 'the side that asked cannot end it at once');
  t.match(
    terminateNow(asked, payer, now),
    { status: 'TERMINATED', activeTo: today, terminateInfo: { terminatedAt: today, terminatedBy: 2 } },
    '"terminate now: the other side, during TERMINATING ... → TERMINATED (terminatedAt and activeTo today)"',
  );
});

t.test('identification: payer only; started → PROCESSING; push → SUCCESS or FAILED', async (t) => {
  const need = base({
    status: 'NEED_IDENTIFICATION',
    identificationStatus: 'NEW',
    senderSignedAt: signed,
    beneficiarySignedAt: signed,
  });
  t.ok(isRefused(identificationStarted(need, payee, now)), 'not the beneficiary');
  const started = identificationStarted(need, payer, now);
  t.match(started, { identificationStatus: 'PROCESSING', status: 'NEED_IDENTIFICATION' });
  if (isRefused(started)) throw new Error(started.refused);
  t.ok(isRefused(identificationStarted(started, payer, now)), 'not while PROCESSING');
  t.match(
    identificationPush(started, payer, 'SUCCESS', now),
    { identificationStatus: 'SUCCESS', status: 'ACTIVE' },
    '"SUCCESS moves NEED_IDENTIFICATION on like a second signature"',
  );
  const failed = identificationPush(started, payer, 'FAILED', now);
  t.match(failed, { identificationStatus: 'FAILED', status: 'NEED_IDENTIFICATION' });
  if (isRefused(failed)) throw new Error(failed.refused);
  t.match(identificationStarted(failed, payer, now), { identificationStatus: 'PROCESSING' }, 'again after FAILED');
  const early = identificationPush({ ...started, status: 'UNSIGNED' }, payer, 'SUCCESS', now);
  t.match(early, { status: 'UNSIGNED', identificationStatus: 'SUCCESS' }, 'before the signatures it only records');
  t.ok(isRefused(identificationPush(need, payer, 'SUCCESS', now)), 'no push unless PROCESSING');
});

t.test('the clock: EXPIRED after signingDays, SIGNED → ACTIVE on activeFrom, TERMINATING → TERMINATED', async (t) => {
  const old = new Date(now - 30 * dayMs).toISOString();
  const rows: Array<[string, StoredContract, string]> = [
    ['"not in force signingDays days after creation → EXPIRED"', base({ createdAt: old }), 'EXPIRED'],
    ['WAITING expires too', base({ createdAt: old, status: 'WAITING' }), 'EXPIRED'],
    ['a day younger stays', base({ createdAt: new Date(now - 29 * dayMs).toISOString() }), 'UNSIGNED'],
    ['"SIGNED becomes ACTIVE on activeFrom"', base({ status: 'SIGNED', activeFrom: today }), 'ACTIVE'],
    ['SIGNED before activeFrom stays', base({ status: 'SIGNED', activeFrom: '2026-11-29' }), 'SIGNED'],
    [
      '"A TERMINATING contract whose terminatedAt has come is TERMINATED"',
      base({ status: 'TERMINATING', terminateInfo: { terminatedAt: today, note: null, terminatedBy: 1 } }),
      'TERMINATED',
    ],
    [
      'not before',
      base({ status: 'TERMINATING', terminateInfo: { terminatedAt: '2026-11-29', note: null, terminatedBy: 1 } }),
      'TERMINATING',
    ],
    ['an old ACTIVE one stays', base({ createdAt: old, status: 'ACTIVE' }), 'ACTIVE'],
  ];
  for (const [name, c, want] of rows) t.equal(advance(c, now).status, want, name);
  const same = base();
  t.equal(advance(same, now), same, 'nothing moved: the same object');
});

t.test('meta and stats', async (t) => {
  const list = [
    base({ id: 1, initiatorId: 2 }), // a request for 1
    base({ id: 2, initiatorId: 1 }), // 1's own, pending
    base({ id: 3, status: 'NEED_IDENTIFICATION', identificationStatus: 'NEW' }),
    base({ id: 4, status: 'NEED_IDENTIFICATION', identificationStatus: 'PROCESSING' }),
    base({ id: 5, status: 'ACTIVE' }),
    base({ id: 6, status: 'TERMINATING', senderId: 2, beneficiaryId: 1 }),
    base({ id: 7, status: 'CANCELLED' }),
    base({ id: 8, senderId: 3, beneficiaryId: 2, initiatorId: 2 }), // not 1's; 2's own
  ];
  t.same(metaOf(list, 1), { total: 7, requests: 1, pending: 4, active: 2, ended: 1, pay: 6, receive: 1 });
  t.same(statsOf(list, 1), { pending: 2, active: 2 }, 'the request and the identification NEW');
  t.same(statsOf(list, 2).pending, 1, 'for 2: contract 2 (1 initiated, 2 unsigned) awaits it; 8 is its own');
});

t.test('blocksNewContract and percentage text', async (t) => {
  t.equal(blocksNewContract(base(), 10, 2, 1), true, 'either direction');
  t.equal(blocksNewContract(base({ status: 'TERMINATED' }), 10, 1, 2), false);
  t.equal(blocksNewContract(base(), 11, 1, 2), false, 'another company');
  const rows: Array<[number, string]> = [
    [1250, '12.5'],
    [1000, '10'],
    [1, '0.01'],
    [10000, '100'],
    [1205, '12.05'],
  ];
  for (const [h, text] of rows) t.equal(percentageFromHundredths(h), text);
  t.same(actionsOf(base(), stranger), [], 'no action for one who is not a side');
});

t.test('noticesOf: the scContract* notification of each step, to the other side (spec 3 §3 types)', async (t) => {
  const c = base();
  const waiting = sign(c, payer, now) as StoredContract;
  const active = base({
    status: 'ACTIVE',
    senderSignedAt: signed,
    beneficiarySignedAt: signed,
    activeFrom: '2026-01-01',
  });
  const asked = terminate(active, payee, 'x', now) as StoredContract;
  const need = base({
    status: 'NEED_IDENTIFICATION',
    identificationStatus: 'NEW',
    senderSignedAt: signed,
    beneficiarySignedAt: signed,
  });
  const processing = identificationStarted(need, payer, now) as StoredContract;
  const rows: Array<[string, StoredContract | undefined, StoredContract, number, string[]]> = [
    ['created', undefined, c, 1, ['scContractCreated→2']],
    ['signed by the payer', c, waiting, 1, ['scContractSigned→1,2']],
    ['cancelled', c, cancel(c, payer, now) as StoredContract, 1, ['scContractCancelled→2']],
    ['rejected', c, reject(c, payee, now) as StoredContract, 2, ['scContractRejected→1']],
    ['termination asked', active, asked, 2, ['scContractTerminationRequest→1']],
    [
      'termination withdrawn',
      asked,
      terminateCancel(asked, payee, now) as StoredContract,
      2,
      ['scContractTerminationCancelled→1'],
    ],
    ['terminated at once', asked, terminateNow(asked, payer, now) as StoredContract, 1, ['scContractTerminated→2']],
    ['identification started', need, processing, 1, ['scContractSignerIdentificationLoaded→2']],
    [
      'identified: both, and in force',
      processing,
      identificationPush(processing, payer, 'SUCCESS', now) as StoredContract,
      1,
      ['scContractSignerIdentified→1,2'],
    ],
    [
      'identification failed: both',
      processing,
      identificationPush(processing, payer, 'FAILED', now) as StoredContract,
      1,
      ['scContractSignerIdentificationFailed→1,2'],
    ],
  ];
  for (const [name, before, after, actor, want] of rows)
    t.same(
      noticesOf(before, after, actor).map((n) => `${n.type}→${n.to.join(',')}`),
      want,
      name,
    );
  t.same(
    noticesOf(c, advance(base({ createdAt: new Date(now - 40 * dayMs).toISOString() }), now), 1),
    [],
    'the clock raises none',
  );
});
