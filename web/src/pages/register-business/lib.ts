import {
  type CompanyEntry,
  type NodePath,
  type PersonEntry,
  type ShareholderNode,
  type WizardDraft,
  type WizardError,
  type WizardScreen,
  WIZARD_DRAFT_VERSION,
  nodePathString,
  walkTree,
} from '@app/contracts';

/**
 * The business wizard's draft as the screens edit it (spec 3 §2 "Business registration wizard forms", §3 "Business
 * registration payload", §4 "Registration wizard"). The shape and every rule of spec 3 §5 are contracts'
 * registration-rules (one definition, shared with the fakes); this module holds only what the screens add: the
 * order of the forms, empty entries, new ids, and where an error is shown.
 */

/** The forms of spec 3 §2 the wizard's steps show, in order (personForm and companyForm open from the hubs). */
export const wizardForms = [
  'generalForm',
  'financialInfoForm',
  'dueDilligenceForm',
  'directorsHub',
  'shareholdersHub',
  'usersHub',
  'legalForm',
] as const satisfies readonly WizardScreen[];
export type WizardForm = (typeof wizardForms)[number];

/** The draft as the web keeps it: contracts' draft, whose names are the payload's. */
export type WebDraft = WizardDraft;

const address = () => ({ address1: '', city: '', postalCode: '', countryCode: '' });

export function emptyDraft(): WebDraft {
  return {
    version: WIZARD_DRAFT_VERSION,
    company: {
      name: '',
      tradingName: '',
      registrationCountryCode: '',
      registrationNumber: '',
      registrationDate: '',
      businessTaxId: '',
      email: '',
      phone: { countryCode: '', number: '' },
      website: '',
      description: '',
      businessType: '',
      address: address(),
      additionalQuestionAnswers: [],
    },
    financialDetail: {
      monthlyDepositAmount: '',
      monthlyDepositCurrencyCode: 'USD',
      monthlyWithdrawalAmount: '',
      monthlyWithdrawalCurrencyCode: 'USD',
      sourceIds: [],
      purposeIds: [],
      industry: null,
      industrySpecification: '',
      sourceSpecifications: [],
      purposeSpecifications: [],
    },
    dueDiligence: { government: null, governmentDetails: '', lawsuits: null, lawsuitsDetails: '', taxPayers: null },
    legalInformation: [],
    authorizedCompanyRepresentative: '',
    directors: [],
    shareholders: [],
    personList: [],
    companyList: [],
  };
}

export function emptyPerson(id: string): PersonEntry {
  return {
    id,
    firstName: '',
    lastName: '',
    birthday: '',
    email: '',
    phone: { countryCode: '', number: '' },
    address: address(),
    sourcesOfFunds: [],
    isUser: false,
    accessRights: 0,
  };
}

export function emptyCompany(id: string): CompanyEntry {
  return {
    id,
    name: '',
    registrationCountryCode: '',
    registrationNumber: '',
    email: '',
    address: address(),
    directors: [],
  };
}

/** The next free id of a kind ('p3' after 'p1', 'p2'; ids are the wizard's own, spec 3 §3 personId / companyId). */
export function nextId(prefix: 'p' | 'c', taken: readonly { id: string }[]): string {
  const n = taken.reduce((max, e) => {
    const m = new RegExp(`^${prefix}(\\d+)$`).exec(e.id);
    return m ? Math.max(max, Number(m[1])) : max;
  }, 0);
  return `${prefix}${n + 1}`;
}

/** The tree with a node added under `parent` (the root list when `parent` is empty). */
export function addNode(nodes: readonly ShareholderNode[], parent: NodePath, node: ShareholderNode): ShareholderNode[] {
  if (parent.length === 0) return [...nodes, node];
  const [head, ...rest] = parent;
  return nodes.map((n, i) => (i === head ? { ...n, children: addNode(n.children, rest, node) } : n));
}

export function personName(p: PersonEntry | undefined): string {
  return p ? `${p.firstName} ${p.lastName}`.trim() : '';
}

/**
 * Where an error shows: the step of the wizard that holds it. A person's or a company's error shows on the hub that
 * lists them (their form opens from there): a person is found on the directors hub, then the shareholders hub, then
 * the users hub.
 */
export function stepOf(error: Pick<WizardError, 'path' | 'screen'>, draft: WizardDraft): WizardForm {
  if (error.screen === 'companyForm') return 'shareholdersHub';
  if (error.screen !== 'personForm') return error.screen;
  const index = Number(error.path.split('.')[1]);
  const id = draft.personList[index]?.id;
  if (id === undefined || draft.directors.includes(id) || draft.authorizedCompanyRepresentative === id)
    return 'directorsHub';
  if (draft.companyList.some((c) => c.directors.includes(id))) return 'shareholdersHub';
  if (walkTree(draft.shareholders).some(({ node }) => node.personId === id)) return 'shareholdersHub';
  return 'usersHub';
}

/** The error path prefix of a person or company entry ('personList.2'), or null when it is not in the list. */
export function entryPath(draft: WizardDraft, kind: 'person' | 'company', id: string): string | null {
  const list: readonly { id: string }[] = kind === 'person' ? draft.personList : draft.companyList;
  const i = list.findIndex((e) => e.id === id);
  return i < 0 ? null : `${kind === 'person' ? 'personList' : 'companyList'}.${i}`;
}

export { nodePathString };
