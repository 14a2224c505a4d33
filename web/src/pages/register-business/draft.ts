import {
  type CompanyEntry,
  type DueDiligenceForm,
  type FinancialInfoForm,
  type GeneralForm,
  type NodePath,
  type PersonEntry,
  deleteCompany,
  deletePerson,
  deleteShareholderNode,
  restoreDraft,
  setShare,
  shareholderNodeTypes,
} from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type WebDraft, type WizardForm, addNode, emptyCompany, emptyDraft, emptyPerson, nextId } from './lib.ts';

/**
 * Spec 3 §4 "Progress is saved locally under one draft key, and restored only if the stored version equals the
 * current version (3.54)." The key is one sign-out removes (entities/customer REGISTRATION_DRAFT_KEYS, spec 3 §4
 * "Logout ... removes the draft").
 */
export const DRAFT_KEY = 'registrationDraft';

/** The storage subset the draft needs: localStorage in the browser, a Map in tests. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const storage = (): DraftStorage | undefined => globalThis.localStorage;

/** The stored draft, or null when there is none, it is unreadable or of another version (contracts restoreDraft). */
export function readDraft(store: DraftStorage | undefined): WebDraft | null {
  try {
    return restoreDraft(store?.getItem(DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

export const restoreDraftFx = createEffect(() => readDraft(storage()));
export const saveDraftFx = createEffect((draft: WebDraft) => {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // a full or disabled storage only loses the saved progress, never what is on screen
  }
});
export const removeDraftFx = createEffect(() => storage()?.removeItem(DRAFT_KEY));

/* ---- which screen shows ---- */

export type Screen =
  | { kind: 'form'; form: WizardForm }
  /** `company`: opened from a company's screen (its director), where Done goes back to */
  | { kind: 'person'; id: string; back: WizardForm; company?: string }
  | { kind: 'company'; id: string; back: WizardForm };

export const screenShown = createEvent<Screen>();
export const $screen = createStore<Screen>({ kind: 'form', form: 'generalForm' }).on(screenShown, (_, s) => s);

/* ---- edits ---- */

export const draftOpened = createEvent();
export const generalChanged = createEvent<Partial<GeneralForm>>();
export const financialChanged = createEvent<Partial<FinancialInfoForm>>();
export const dueDiligenceChanged = createEvent<Partial<DueDiligenceForm>>();
export const answerChanged = createEvent<{ id: string; value: string }>();
export const termAccepted = createEvent<{ id: string; key: string; value: boolean }>();
export const representativeChosen = createEvent<string>();
export const personChanged = createEvent<{ id: string; patch: Partial<PersonEntry> }>();
export const companyChanged = createEvent<{ id: string; patch: Partial<CompanyEntry> }>();

/** Where a person goes: a root director, a company's director, a shareholder (under `parent`), or a user. */
export type PersonRole =
  | { role: 'director' }
  | { role: 'companyDirector'; companyId: string }
  | { role: 'shareholder'; parent: NodePath }
  | { role: 'user' };
/** A new person: added to the draft and opened in personForm; `back` is the hub it came from. */
export const personAdded = createEvent<PersonRole & { back: WizardForm }>();
const personCreated = createEvent<PersonRole & { back: WizardForm; id: string }>();
/** A person already in the list takes one more role. */
export const personLinked = createEvent<PersonRole & { personId: string }>();
/** A new company shareholder under `parent`, opened in companyForm. */
export const companyAdded = createEvent<{ parent: NodePath }>();
const companyCreated = createEvent<{ parent: NodePath; id: string }>();
export const directorRemoved = createEvent<{ personId: string; companyId?: string }>();
export const userRemoved = createEvent<string>();
export const personDeleted = createEvent<string>();
export const companyDeleted = createEvent<string>();
export const shareChanged = createEvent<{ path: NodePath; share: string }>();
export const nodeDeleted = createEvent<NodePath>();
/** Clear-all, once the user confirmed 'Attention! You are about to clear all the information entered.' */
export const draftCleared = createEvent();

/** The draft model (spec 3 §4): every edit of every screen, in Effector, saved on each change. */
export const $draft = createStore<WebDraft>(emptyDraft())
  .on(restoreDraftFx.doneData, (draft, stored) => stored ?? draft)
  .on(generalChanged, (d, patch) => ({ ...d, company: { ...d.company, ...patch } }))
  .on(financialChanged, (d, patch) => ({ ...d, financialDetail: { ...d.financialDetail, ...patch } }))
  .on(dueDiligenceChanged, (d, patch) => ({ ...d, dueDiligence: { ...d.dueDiligence, ...patch } }))
  // spec 3 §3 'Company info' additionalQuestionAnswers: one answer per question, in the order answered
  .on(answerChanged, (d, { id, value }) => {
    const answers = d.company.additionalQuestionAnswers ?? [];
    const next = answers.some((a) => a.questionId === id)
      ? answers.map((a) => (a.questionId === id ? { ...a, value } : a))
      : [...answers, { questionId: id, value }];
    return { ...d, company: { ...d.company, additionalQuestionAnswers: next } };
  })
  .on(termAccepted, (d, { id, key, value }) => ({
    ...d,
    // an entry keeps its place: the rules name it by index (legalInformation.0.value)
    legalInformation: d.legalInformation.some((e) => e.id === id)
      ? d.legalInformation.map((e) => (e.id === id ? { id, key, value } : e))
      : [...d.legalInformation, { id, key, value }],
  }))
  .on(representativeChosen, (d, id) => ({ ...d, authorizedCompanyRepresentative: id }))
  .on(personChanged, (d, { id, patch }) => ({
    ...d,
    personList: d.personList.map((p) => (p.id === id ? { ...p, ...patch } : p)),
  }))
  .on(companyChanged, (d, { id, patch }) => ({
    ...d,
    companyList: d.companyList.map((c) => (c.id === id ? { ...c, ...patch } : c)),
  }))
  .on(personCreated, (d, r) => withRole({ ...d, personList: [...d.personList, emptyPerson(r.id)] }, r, r.id))
  .on(personLinked, (d, r) => withRole(d, r, r.personId))
  .on(companyCreated, (d, { parent, id }) => ({
    ...d,
    companyList: [...d.companyList, emptyCompany(id)],
    shareholders: addNode(d.shareholders, parent, {
      type: shareholderNodeTypes.company,
      share: '',
      companyId: id,
      children: [],
    }),
  }))
  .on(directorRemoved, (d, { personId, companyId }) =>
    companyId === undefined
      ? { ...d, directors: d.directors.filter((id) => id !== personId) }
      : {
          ...d,
          companyList: d.companyList.map((c) =>
            c.id === companyId ? { ...c, directors: c.directors.filter((id) => id !== personId) } : c,
          ),
        },
  )
  .on(userRemoved, (d, personId) => ({
    ...d,
    personList: d.personList.map((p) => (p.id === personId ? { ...p, isUser: false, accessRights: 0 } : p)),
  }))
  // spec 3 §4 "Deleting a person or company node removes persons or companies left orphaned.",
  // "Changing a shareholder's share to 25% or lower clears that person's source-of-funds details."
  .on(personDeleted, (d, id) => deletePerson(d, id))
  .on(companyDeleted, (d, id) => deleteCompany(d, id))
  .on(nodeDeleted, (d, path) => deleteShareholderNode(d, path))
  .on(shareChanged, (d, { path, share }) => setShare(d, path, share))
  .on(draftCleared, () => emptyDraft());

/** The draft with the person (new or existing) in the role asked for. */
function withRole(d: WebDraft, r: PersonRole, personId: string): WebDraft {
  switch (r.role) {
    case 'director':
      return d.directors.includes(personId) ? d : { ...d, directors: [...d.directors, personId] };
    case 'companyDirector':
      return {
        ...d,
        companyList: d.companyList.map((c) =>
          c.id === r.companyId && !c.directors.includes(personId) ? { ...c, directors: [...c.directors, personId] } : c,
        ),
      };
    case 'shareholder':
      return {
        ...d,
        shareholders: addNode(d.shareholders, r.parent, {
          type: shareholderNodeTypes.person,
          share: '',
          personId,
          children: [],
        }),
      };
    case 'user':
      return { ...d, personList: d.personList.map((p) => (p.id === personId ? { ...p, isUser: true } : p)) };
  }
}

export const $general = $draft.map((d) => d.company);
export const $financial = $draft.map((d) => d.financialDetail);
export const $dueDiligence = $draft.map((d) => d.dueDiligence);

/** A new person or company takes the next free id and opens in its form. */
sample({
  clock: personAdded,
  source: $draft,
  fn: (d, r) => ({ ...r, id: nextId('p', d.personList) }),
  target: personCreated,
});
sample({
  clock: companyAdded,
  source: $draft,
  fn: (d, { parent }) => ({ parent, id: nextId('c', d.companyList) }),
  target: companyCreated,
});
sample({
  clock: personCreated,
  fn: (r): Screen =>
    r.role === 'companyDirector'
      ? { kind: 'person', id: r.id, back: r.back, company: r.companyId }
      : { kind: 'person', id: r.id, back: r.back },
  target: screenShown,
});
sample({
  clock: companyCreated,
  fn: ({ id }): Screen => ({ kind: 'company', id, back: 'shareholdersHub' }),
  target: screenShown,
});

/** The stored draft comes back when the page opens (if of the current version). */
sample({ clock: draftOpened, target: restoreDraftFx });
// every change is saved at once, so a reload loses nothing (spec 3 §4 "Progress is saved locally")
sample({ clock: $draft.updates, target: saveDraftFx });
sample({ clock: draftCleared, target: removeDraftFx });
sample({ clock: draftCleared, fn: (): Screen => ({ kind: 'form', form: 'generalForm' }), target: screenShown });
