import { ApiError, WIZARD_DRAFT_VERSION, captchaTestToken, sampleWizardDraft } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $config } from '../../entities/brand/index.ts';
import {
  $draft,
  $screen,
  DRAFT_KEY,
  type DraftStorage,
  companyAdded,
  draftCleared,
  nodeDeleted,
  personAdded,
  personChanged,
  readDraft,
  restoreDraftFx,
  saveDraftFx,
  shareChanged,
} from './draft.ts';
import { type WebDraft, emptyDraft, nextId, stepOf } from './lib.ts';
import {
  $focusRequest,
  $serverErrors,
  $showAllErrors,
  $shownErrors,
  $stepErrors,
  $submitError,
  RegisterBusinessGate,
  captchaChanged,
  deviceReadFx,
  industriesQuery,
  purposesQuery,
  questionsQuery,
  registerMutation,
  sourcesQuery,
  submitPressed,
} from './model.ts';

const storageOf = (value: string | null): DraftStorage => {
  const map = new Map<string, string>(value === null ? [] : [[DRAFT_KEY, value]]);
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
};

t.test('spec 3 §4 "restored only if the stored version equals the current version (3.54)"', async (t) => {
  const stored = sampleWizardDraft();
  const rows: [string, string | null, boolean][] = [
    ['a draft of version 3.54 comes back', JSON.stringify(stored), true],
    [
      '"only if the stored version equals the current version": 3.53 does not',
      JSON.stringify({ ...stored, version: '3.53' }),
      false,
    ],
    ['no version', JSON.stringify({ ...stored, version: undefined }), false],
    ['unreadable text', '{"version":"3.54"', false],
    ['nothing stored', null, false],
  ];
  for (const [why, value, restored] of rows) t.equal(readDraft(storageOf(value)) !== null, restored, why);
  t.equal(WIZARD_DRAFT_VERSION, '3.54');
  t.same(readDraft(storageOf(JSON.stringify(stored))), stored, 'as it was saved');
});

t.test('new ids and the step that shows an error', async (t) => {
  t.equal(nextId('p', []), 'p1');
  t.equal(nextId('p', [{ id: 'p1' }, { id: 'p7' }, { id: 'c9' }]), 'p8');
  const d = sampleWizardDraft();
  const rows: [string, string, string][] = [
    ['a general field', 'company.email', 'generalForm'],
    ['a share of the tree', 'shareholders.1.children.0.share', 'shareholdersHub'],
    ['a sibling total', 'shareholders', 'shareholdersHub'],
    ["a director's field: the directors hub (Ada is the root's director)", 'personList.0.birthday', 'directorsHub'],
    ["a company's director: the shareholders hub (Ben directs Northwind)", 'personList.1.birthday', 'shareholdersHub'],
    ['a company shareholder: the shareholders hub', 'companyList.0.name', 'shareholdersHub'],
    ["a user's rights", 'personList.0.accessRights', 'usersHub'],
    ['a term', 'legalInformation.0.value', 'legalForm'],
  ];
  const screenOfPath = (await import('@app/contracts')).screenOf;
  for (const [why, path, step] of rows) t.equal(stepOf({ path, screen: screenOfPath(path) }, d), step, why);
});

/** paxum's registration keys as GET /session/config carries them */
const paxum = {
  brand: 'paxum',
  projectName: 'Paxum',
  languages: ['en'],
  allowRegistration: true,
  registrationBusinessTypes: ['registrationAdvertisingNetworks', 'others'],
  hideAdultIndustriesInRegistration: false,
  sourceOfWealthEnable: true,
  terms: [
    { id: 'terms', key: 'termsAndConditions', label: 'I have read and accept', text: 'the Terms', url: 'https://t' },
    { id: 'privacy', key: 'privacyPolicy', label: 'I have read and accept', text: 'the Policy', url: 'https://p' },
  ],
};

function scopeWith(
  stored: WebDraft | null,
  register: (body: unknown) => Promise<unknown>,
  device: { type: 'ios' | 'android'; name: string } | null = null,
) {
  const saved: unknown[] = [];
  const scope = fork({
    values: [[$config, paxum]],
    handlers: [
      [purposesQuery.__.executeFx, async () => ({ responseCode: '00', items: [{ id: 1, name: 'Payments' }] })],
      [sourcesQuery.__.executeFx, async () => ({ responseCode: '00', items: [{ id: 1, name: 'Revenue' }] })],
      [industriesQuery.__.executeFx, async () => ({ responseCode: '00', groups: [] })],
      [questionsQuery.__.executeFx, async () => ({ responseCode: '00', questions: [] })],
      [restoreDraftFx, () => stored as WebDraft | null],
      [saveDraftFx, (d: unknown) => void saved.push(d)],
      [deviceReadFx, () => device],
      [registerMutation.__.executeFx, (input: { body: unknown }) => register(input.body) as Promise<never>],
    ],
  });
  return { scope, saved };
}

t.test('the draft model: restored on open, the tree edited with the rules of contracts', async (t) => {
  const { scope, saved } = scopeWith(null, async () => ({}));
  await allSettled(RegisterBusinessGate.open, { scope, params: { lang: 'en' } });
  t.same(scope.getState($draft), emptyDraft(), 'nothing stored: an empty draft');

  await allSettled(personAdded, { scope, params: { role: 'shareholder', parent: [], back: 'shareholdersHub' } });
  t.same(scope.getState($screen), { kind: 'person', id: 'p1', back: 'shareholdersHub' }, 'the new person opens');
  t.same(scope.getState($draft).shareholders, [{ type: 1, share: '', personId: 'p1', children: [] }]);
  t.ok(saved.length > 0, 'every change is saved');

  await allSettled(shareChanged, { scope, params: { path: [0], share: '30' } });
  await allSettled(personChanged, {
    scope,
    params: { id: 'p1', patch: { sourcesOfFunds: [{ sourceId: 1, details: 'Salary' }] } },
  });
  await allSettled(shareChanged, { scope, params: { path: [0], share: '25' } });
  t.same(
    scope.getState($draft).personList[0]?.sourcesOfFunds,
    [],
    'spec 3 §4 "Changing a shareholder\'s share to 25% or lower clears that person\'s source-of-funds details."',
  );

  await allSettled(companyAdded, { scope, params: { parent: [] } });
  t.same(scope.getState($screen), { kind: 'company', id: 'c1', back: 'shareholdersHub' }, 'a new company opens');
  await allSettled(personAdded, {
    scope,
    params: { role: 'companyDirector', companyId: 'c1', back: 'shareholdersHub' },
  });
  t.same(
    scope.getState($screen),
    { kind: 'person', id: 'p2', back: 'shareholdersHub', company: 'c1' },
    "a company's new director opens, Done goes back to the company",
  );
  t.same(scope.getState($draft).companyList[0]?.directors, ['p2']);
  await allSettled(nodeDeleted, { scope, params: [1] });
  t.same(
    scope.getState($draft).personList.map((p) => p.id),
    ['p1'],
    "the company's node deleted: the company and its director, orphaned, go",
  );
  await allSettled(nodeDeleted, { scope, params: [0] });
  t.same(
    scope.getState($draft).personList,
    [],
    'spec 3 §4 "Deleting a person or company node removes persons or companies left orphaned."',
  );

  const stored = sampleWizardDraft();
  const second = scopeWith(stored, async () => ({})).scope;
  await allSettled(RegisterBusinessGate.open, { scope: second, params: { lang: 'en' } });
  t.same(scope.getState($draft).version, '3.54');
  t.same(second.getState($draft), stored, 'a stored draft of the current version comes back');
  await allSettled(draftCleared, { scope: second });
  t.same(second.getState($draft), emptyDraft(), 'clear-all empties it');
});

t.test('submit: every error at once, or one call; a refusal keeps the draft and shows the fields', async (t) => {
  const bodies: unknown[] = [];
  let answer: () => Promise<unknown> = async () => ({ responseCode: '00', customerId: 1, email: 'x@example.com' });
  const { scope } = scopeWith(null, (body) => (bodies.push(body), answer()));
  await allSettled(RegisterBusinessGate.open, { scope, params: { lang: 'en' } });

  await allSettled(submitPressed, { scope });
  t.equal(scope.getState($showAllErrors), true, 'spec 3 §4 "A show-all-errors flag is raised on submit."');
  t.same(bodies, [], 'nothing is sent');
  t.ok(Object.keys(scope.getState($shownErrors)).length > 10, 'every error is shown at once');
  t.ok((scope.getState($stepErrors).generalForm ?? 0) > 0, 'each step counts its errors');
  t.same(scope.getState($screen), { kind: 'form', form: 'generalForm' }, 'the first step with an error shows');
  t.equal(scope.getState($focusRequest), 1, 'and the focus goes to its first error');
  t.same(scope.getState($shownErrors).captcha, { kind: 'key', key: 'captchaRequired' }, 'the bot check too');

  // a valid draft (contracts' sample) and the bot check's token: one call
  const { scope: ready } = scopeWith(sampleWizardDraft('model'), (body) => (bodies.push(body), answer()));
  await allSettled(RegisterBusinessGate.open, { scope: ready, params: { lang: 'en' } });
  await allSettled(captchaChanged, { scope: ready, params: captchaTestToken });
  answer = () =>
    Promise.reject(
      new ApiError('VF', 200, 'VF', {
        responseCode: 'VF',
        validationErrors: [
          { field: 'company.email', description: 'This e-mail is already registered' },
          { field: 'company.email', description: 'try another' },
        ],
      }),
    );
  const before = ready.getState($draft);
  await allSettled(submitPressed, { scope: ready });
  t.equal(bodies.length, 1, 'sent once');
  t.match(bodies[0], {
    captcha: captchaTestToken,
    users: [{ personId: 'p1', accessRights: 2 }],
    company: { name: 'Example Media Ltd' },
  });
  t.notOk('version' in (bodies[0] as object), 'the draft version is not sent');
  t.notOk(
    'device' in (bodies[0] as object),
    'spec 3 §3 "device, only when in the mobile wrapper": a browser sends none',
  );
  t.same(
    ready.getState($serverErrors),
    { 'company.email': 'This e-mail is already registered, try another' },
    'spec 3 §5 "Server field errors (verify error) are joined from their descriptions with commas."',
  );
  t.same(ready.getState($shownErrors)['company.email'], {
    kind: 'text',
    text: 'This e-mail is already registered, try another',
  });
  t.same(ready.getState($draft), before, 'nothing typed is lost');
  t.same(ready.getState($screen), { kind: 'form', form: 'generalForm' }, "the server's field shows");
  t.equal(ready.getState($submitError), null, 'a field error is not said twice');
});

t.test('a pending submit blocks a second one', async (t) => {
  let release: () => void = () => undefined;
  const bodies: unknown[] = [];
  const { scope } = scopeWith(sampleWizardDraft('twice'), (body) => {
    bodies.push(body);
    return new Promise((resolve) => {
      release = () => resolve({ responseCode: '00', customerId: 2, email: 'company-twice@example.com' });
    });
  });
  await allSettled(RegisterBusinessGate.open, { scope, params: { lang: 'en' } });
  await allSettled(captchaChanged, { scope, params: captchaTestToken });
  const first = allSettled(submitPressed, { scope });
  await new Promise((r) => setTimeout(r, 10));
  // pressed again while the first is on its way (allSettled would wait for the first: not awaited)
  const second = allSettled(submitPressed, { scope });
  release();
  await Promise.all([first, second]);
  t.equal(bodies.length, 1, 'one call for two presses');
});

t.test('spec 3 §3 "device, only when in the mobile wrapper": inside it, its device is sent', async (t) => {
  const bodies: unknown[] = [];
  const device = { type: 'ios' as const, name: 'Ada’s phone' };
  const { scope } = scopeWith(
    sampleWizardDraft('wrapper'),
    async (body) => {
      bodies.push(body);
      return { responseCode: '00', customerId: 3, email: 'company-wrapper@example.com' };
    },
    device,
  );
  await allSettled(RegisterBusinessGate.open, { scope, params: { lang: 'en' } });
  await allSettled(captchaChanged, { scope, params: captchaTestToken });
  await allSettled(submitPressed, { scope });
  t.match(bodies, [{ device }]);
});
