import { WIZARD_DRAFT_VERSION, accessRightValues, wizardLimits } from './constants.ts';

/**
 * The business registration wizard's rules (spec 3 §3 payload, §4 'Registration wizard', §5 'Business wizard',
 * §9), as pure functions the web's wizard and the fakes' businessRegister both run. No schema library here: the
 * wizard's route chunk loads this module; the request schema is business-registration.ts.
 *
 * Decisions (the spec does not show them):
 * - A share is a decimal string of percent with at most two decimals ('25', '33.33'); the rules compare shares in
 *   integer basis points (shareBasisPoints: '33.33' -> 3333), never as floats.
 * - Person and company ids are strings the wizard gives ('p1', 'c1'); tree nodes refer to them.
 * - The draft uses the payload's names (company, financialDetail, dueDiligence, legalInformation, ...), so an error
 *   path is the same whether the wizard found it or the server's VF named it ('personList.2.email',
 *   'shareholders.0.children.1.share'); `screenOf` names the wizard screen that shows a path.
 * - "persons holding 25% or more" (spec 3 §5) is read on the share of the person's own tree node (the same share
 *   whose change to 25% or lower clears the person's source-of-funds details, spec 3 §4); a person on several
 *   nodes counts their highest share.
 */

// --- Types: spec 3 §3 -------------------------------------------------------------------------------------------

/** Spec 3 §3 "Each node has type (1 person, 2 company)". */
export const shareholderNodeTypes = { person: 1, company: 2 } as const;
export type ShareholderNodeType = (typeof shareholderNodeTypes)[keyof typeof shareholderNodeTypes];

/** Spec 3 §3 "each document has id, documentTypeId, statusId, expiration, created, createdName". */
export interface SourceOfWealthDocument {
  id: number;
  documentTypeId: number;
  statusId: number;
  expiration?: string;
  created?: string;
  createdName?: string;
}
/** Spec 3 §3 "sourceOfWealthDocuments keyed by group" (the group: the source of funds id, as text). */
export type SourceOfWealthDocuments = Record<string, SourceOfWealthDocument[]>;

/** Spec 3 §3 "shareholders: a tree. Each node has type (1 person, 2 company), share, personId or companyId, and nested children." */
export interface ShareholderNode {
  type: ShareholderNodeType;
  /** percent, decimal string, at most two decimals */
  share: string;
  personId?: string;
  companyId?: string;
  /** a company node's own shareholders; a person node has none */
  children: ShareholderNode[];
  sourceOfWealthDocuments?: SourceOfWealthDocuments;
}

export interface WizardPhone {
  countryCode: string;
  number: string;
}
export interface WizardAddress {
  address1: string;
  address2?: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode?: string;
}
/** Spec 3 §5 'Tax ID': a number, or a missing reason; the explanation only for 'cannot obtain'. */
export interface WizardTaxId {
  countryCode: string;
  taxId?: string;
  tinMissingReason?: 'countryDoesNotIssue' | 'cannotObtain' | 'notRequired';
  tinMissingExplanation?: string;
}
/** A chosen source of funds (sourcesOfFundsGet) and its details. */
export interface SourceOfFunds {
  sourceId: number;
  details: string;
}

/** Spec 3 §3 "personList: id, names, birthday, email, phone, address, taxId, sourcesOfFunds, isUser, accessRights". */
export interface PersonEntry {
  id: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthday: string;
  /** spec 3 §5 e-mail rule: empty, or longer than 5 characters with '@' and '.' (required for a user) */
  email: string;
  phone?: WizardPhone;
  address: WizardAddress;
  taxId?: WizardTaxId;
  sourcesOfFunds: SourceOfFunds[];
  isUser: boolean;
  /** spec 1 §6 rights 0..4 (5 is not selectable); read only when isUser */
  accessRights: number;
}

/** A company shareholder (companyList): its screen (companyForm) and its directors (person ids). */
export interface CompanyEntry {
  id: string;
  name: string;
  registrationCountryCode: string;
  registrationNumber: string;
  registrationDate?: string;
  email?: string;
  address: WizardAddress;
  directors: string[];
}

/** generalForm: the company being registered (names of spec 3 §3 'Company info'). */
export interface GeneralForm {
  name: string;
  tradingName: string;
  registrationCountryCode: string;
  registrationNumber: string;
  /** YYYY-MM-DD */
  registrationDate: string;
  businessTaxId: string;
  email: string;
  phone: WizardPhone;
  website: string;
  description?: string;
  /** one of the brand's registrationBusinessTypes (spec 3 §1) */
  businessType: string;
  address: WizardAddress;
  /** spec 3 §3 'Company info' additionalQuestionAnswers: the business additional questions (additionalQuestionsGet) */
  additionalQuestionAnswers?: AdditionalAnswer[];
}
/** An answer to an additional question (verification.ts additionalQuestionAnswer). */
export interface AdditionalAnswer {
  questionId: string;
  value: string;
  details?: string;
}
/** A chosen item's "please specify" text. */
export interface Specification {
  id: number;
  text: string;
}
/** financialInfoForm: spec 3 §3 financialDetail; amounts are decimal strings, never numbers. */
export interface FinancialInfoForm {
  monthlyDepositAmount: string;
  monthlyDepositCurrencyCode: string;
  monthlyWithdrawalAmount: string;
  monthlyWithdrawalCurrencyCode: string;
  sourceIds: number[];
  purposeIds: number[];
  /** an industry id of industriesGet; null until chosen */
  industry: number | null;
  industrySpecification?: string;
  sourceSpecifications: Specification[];
  purposeSpecifications: Specification[];
}
/** dueDilligenceForm: spec 3 §3 dueDiligence; null until answered. */
export interface DueDiligenceForm {
  government: boolean | null;
  governmentDetails?: string;
  lawsuits: boolean | null;
  lawsuitsDetails?: string;
  taxPayers: boolean | null;
}
/** legalForm: spec 3 §3 "legalInformation, one entry per term" (the brand's terms: id, key). */
export interface LegalEntry {
  id: string;
  key: string;
  value: boolean;
}

/** What the wizard holds: the four forms, the root company's directors, the tree and the two lists. */
export interface WizardData {
  company: GeneralForm;
  financialDetail: FinancialInfoForm;
  dueDiligence: DueDiligenceForm;
  legalInformation: LegalEntry[];
  /** person id of the person filling the wizard for the company */
  authorizedCompanyRepresentative: string;
  /** the root company's directors (person ids) */
  directors: string[];
  shareholders: ShareholderNode[];
  personList: PersonEntry[];
  companyList: CompanyEntry[];
}
/** Spec 3 §4 "Progress is saved locally under one draft key": the stored draft. */
export interface WizardDraft extends WizardData {
  version: string;
}

// --- Small rules ------------------------------------------------------------------------------------------------

/** Spec 3 §4 "restored only if the stored version equals the current version (3.54)". */
export { WIZARD_DRAFT_VERSION };

/** Spec 3 §3 "Existing e-mail and phone check statuses: 0 none, 1 exists, 2 checking, 3 employee, -1 error." */
export const existenceStatuses = { none: 0, exists: 1, checking: 2, employee: 3, error: -1 } as const;
export type ExistenceStatus = (typeof existenceStatuses)[keyof typeof existenceStatuses];
/** An existence check's answer (exists, isEmployee) as a status. */
export function existenceStatusOf(answer: { exists: boolean; isEmployee?: boolean }): ExistenceStatus {
  if (answer.isEmployee) return existenceStatuses.employee;
  return answer.exists ? existenceStatuses.exists : existenceStatuses.none;
}

/** The e-mail rule: empty, or longer than 5 characters with '@' and '.'. An invalid one never reaches the server. */
export function emailRuleValid(email: string): boolean {
  return email === '' || (email.length > 5 && email.includes('@') && email.includes('.'));
}
/** Only a non-empty e-mail that passes the rule is checked for existence. */
export function emailCheckable(email: string): boolean {
  return email !== '' && emailRuleValid(email);
}

/** A share in integer basis points ('25' -> 2500, '33.33' -> 3333), or null when it is not a percent with at most two decimals. */
export function shareBasisPoints(share: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(share.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
const bp = (percent: number) => percent * 100;

/** Spec 3 §5 "Each shareholder share must be above 0 and at most 100." */
export function shareValid(share: string): boolean {
  const v = shareBasisPoints(share);
  return v !== null && v > 0 && v <= bp(100);
}
/** Spec 3 §5 "Sibling shares total between 10 and 100 inclusive." (an empty group has no total to check) */
export function siblingTotalValid(shares: readonly string[]): boolean {
  if (shares.length === 0) return true;
  let total = 0;
  for (const s of shares) {
    const v = shareBasisPoints(s);
    if (v === null) return false;
    total += v;
  }
  return total >= bp(wizardLimits.shareMinTotalPercent) && total <= bp(wizardLimits.shareMaxTotalPercent);
}
/** Spec 3 §5 "persons holding 25% or more need source details" */
export function holdsSourceOfWealthShare(share: string): boolean {
  const v = shareBasisPoints(share);
  return v !== null && v >= bp(wizardLimits.sourceOfWealthThresholdPercent);
}
/** Spec 3 §4 "Changing a shareholder's share to 25% or lower clears that person's source-of-funds details." */
export function shareClearsSourceOfFunds(share: string): boolean {
  const v = shareBasisPoints(share);
  return v !== null && v <= bp(wizardLimits.sourceOfWealthThresholdPercent);
}

/** Spec 3 §5 "Rights value 5 is excluded from the selectable list." Rights 0..4 in value order. */
export const selectableUserRights: readonly number[] = Object.values(accessRightValues)
  .filter((v) => v !== wizardLimits.excludedSelectableRight)
  .sort((a, b) => a - b);
/** Spec 3 §5 "Users: each needs non-zero access rights" (and a selectable one). */
export function userRightsValid(rights: number): boolean {
  return rights !== accessRightValues.noAccess && selectableUserRights.includes(rights);
}

/** Spec 3 §4 "restored only if the stored version equals the current version (3.54)": the stored text or value. */
export function restoreDraft(stored: unknown): WizardDraft | null {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored) as unknown;
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const d = value as Partial<WizardDraft>;
  if (d.version !== WIZARD_DRAFT_VERSION) return null;
  if (!Array.isArray(d.shareholders) || !Array.isArray(d.personList) || !Array.isArray(d.companyList)) return null;
  if (!d.company || !d.financialDetail || !d.dueDiligence || !Array.isArray(d.legalInformation)) return null;
  return d as WizardDraft;
}

/** Spec 3 §5 "Server field errors (verify error) are joined from their descriptions with commas.": per field path. */
export function serverFieldErrors(
  validationErrors: readonly { field?: string | undefined; description: string }[] | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of validationErrors ?? []) {
    const key = e.field ?? '';
    out[key] = out[key] ? `${out[key]}, ${e.description}` : e.description;
  }
  return out;
}

// --- Brand rules: spec 3 §1 -------------------------------------------------------------------------------------

/** The brand config's registration keys (spec 1 §1; @app/brands BrandConfig has them; contracts imports no package). */
export interface BrandRegistration {
  allowRegistration: boolean;
  registrationPersonalTypes: readonly string[];
  registrationBusinessTypes: readonly string[];
  hideAdultIndustriesInRegistration: boolean;
  sourceOfWealthEnable: boolean;
}
/**
 * Spec 3 §1: what a brand offers at registration. The type lists are the brand's own (brands/src/data.ts holds
 * "webcamModels (paxum only)", "registrationWebcamStudios (paxum only)", "registrationLiveStreamingNetworks (not in
 * aplus)"); "Paydek has registration disabled" gives empty lists.
 */
export function registrationChoices(brand: BrandRegistration): {
  allowed: boolean;
  personalTypes: readonly string[];
  businessTypes: readonly string[];
} {
  if (!brand.allowRegistration) return { allowed: false, personalTypes: [], businessTypes: [] };
  return {
    allowed: true,
    personalTypes: brand.registrationPersonalTypes,
    businessTypes: brand.registrationBusinessTypes,
  };
}
/** Spec 3 §1 "Paydek, fundstruab, fundstr and aplus hide adult-industry categories.": industriesGet's groups for a brand. */
export function industryGroupsFor<G extends { group: string }>(
  brand: Pick<BrandRegistration, 'hideAdultIndustriesInRegistration'>,
  groups: readonly G[],
): G[] {
  return groups.filter((g) => !(brand.hideAdultIndustriesInRegistration && g.group === 'adult'));
}

// --- The tree ---------------------------------------------------------------------------------------------------

/** A node's place: indexes from the root's shareholders down ([0, 1] is shareholders.0.children.1). */
export type NodePath = readonly number[];
export function nodePathString(path: NodePath): string {
  return path.map((i, n) => (n === 0 ? `shareholders.${i}` : `children.${i}`)).join('.');
}
/** Every node with its path, parents before children. */
export function walkTree(
  nodes: readonly ShareholderNode[],
  base: NodePath = [],
): { node: ShareholderNode; path: NodePath }[] {
  return nodes.flatMap((node, i) => {
    const path = [...base, i];
    return [{ node, path }, ...walkTree(node.children, path)];
  });
}
export function nodeAt(nodes: readonly ShareholderNode[], path: NodePath): ShareholderNode | undefined {
  let list = nodes;
  let node: ShareholderNode | undefined;
  for (const i of path) {
    node = list[i];
    if (!node) return undefined;
    list = node.children;
  }
  return node;
}
function mapNodeAt(
  nodes: readonly ShareholderNode[],
  path: NodePath,
  f: (node: ShareholderNode) => ShareholderNode | null,
): ShareholderNode[] {
  const [head, ...rest] = path;
  return nodes.flatMap((node, i) => {
    if (i !== head) return [node];
    if (rest.length === 0) {
      const r = f(node);
      return r ? [r] : [];
    }
    return [{ ...node, children: mapNodeAt(node.children, rest, f) }];
  });
}

/** The highest share each person holds on a node of the tree, in basis points. */
export function personShares(draft: Pick<WizardData, 'shareholders'>): Map<string, number> {
  const out = new Map<string, number>();
  for (const { node } of walkTree(draft.shareholders)) {
    if (node.type !== shareholderNodeTypes.person || !node.personId) continue;
    const v = shareBasisPoints(node.share) ?? 0;
    out.set(node.personId, Math.max(out.get(node.personId) ?? 0, v));
  }
  return out;
}
/** Spec 3 §3 ultimateBeneficiaryOwners: the persons holding 25% or more (the source-of-wealth threshold). */
export function ultimateBeneficiaryOwnerIds(draft: Pick<WizardData, 'shareholders'>): string[] {
  return [...personShares(draft)]
    .filter(([, v]) => v >= bp(wizardLimits.sourceOfWealthThresholdPercent))
    .map(([id]) => id);
}
/** Spec 3 §3 users: the persons who become users, with their rights. */
export function wizardUsers(draft: Pick<WizardData, 'personList'>): { personId: string; accessRights: number }[] {
  return draft.personList.filter((p) => p.isUser).map((p) => ({ personId: p.id, accessRights: p.accessRights }));
}

/**
 * Spec 3 §4 "Deleting a person or company node removes persons or companies left orphaned.": a company no node
 * refers to goes; then a person nothing refers to (no node, not a director of the root or of a remaining company,
 * not the representative, not a user) goes.
 */
export function removeOrphans<D extends WizardData>(draft: D): D {
  const nodes = walkTree(draft.shareholders).map((w) => w.node);
  const companyIds = new Set(
    nodes.flatMap((n) => (n.type === shareholderNodeTypes.company && n.companyId ? [n.companyId] : [])),
  );
  const companyList = draft.companyList.filter((c) => companyIds.has(c.id));
  const used = new Set<string>([
    ...nodes.flatMap((n) => (n.type === shareholderNodeTypes.person && n.personId ? [n.personId] : [])),
    ...draft.directors,
    ...companyList.flatMap((c) => c.directors),
    draft.authorizedCompanyRepresentative,
  ]);
  const personList = draft.personList.filter((p) => p.isUser || used.has(p.id));
  return { ...draft, companyList, personList };
}
/** Deletes the node at `path` (with its children), then the orphans. */
export function deleteShareholderNode<D extends WizardData>(draft: D, path: NodePath): D {
  return removeOrphans({ ...draft, shareholders: mapNodeAt(draft.shareholders, path, () => null) });
}
function withoutNodes(nodes: readonly ShareholderNode[], drop: (n: ShareholderNode) => boolean): ShareholderNode[] {
  return nodes.filter((n) => !drop(n)).map((n) => ({ ...n, children: withoutNodes(n.children, drop) }));
}
/** Deletes a person: their nodes, their director places, their entry; then the orphans. */
export function deletePerson<D extends WizardData>(draft: D, personId: string): D {
  return removeOrphans({
    ...draft,
    shareholders: withoutNodes(
      draft.shareholders,
      (n) => n.type === shareholderNodeTypes.person && n.personId === personId,
    ),
    directors: draft.directors.filter((id) => id !== personId),
    companyList: draft.companyList.map((c) => ({ ...c, directors: c.directors.filter((id) => id !== personId) })),
    personList: draft.personList.filter((p) => p.id !== personId),
  });
}
/** Deletes a company: its nodes (with their children), its entry; then the orphans. */
export function deleteCompany<D extends WizardData>(draft: D, companyId: string): D {
  return removeOrphans({
    ...draft,
    shareholders: withoutNodes(
      draft.shareholders,
      (n) => n.type === shareholderNodeTypes.company && n.companyId === companyId,
    ),
    companyList: draft.companyList.filter((c) => c.id !== companyId),
  });
}
/**
 * Sets a node's share. Spec 3 §4 "Changing a shareholder's share to 25% or lower clears that person's
 * source-of-funds details." (the chosen sources and their details; a share that is not a number yet clears nothing)
 */
export function setShare<D extends WizardData>(draft: D, path: NodePath, share: string): D {
  const node = nodeAt(draft.shareholders, path);
  if (!node) return draft;
  const shareholders = mapNodeAt(draft.shareholders, path, (n) => ({ ...n, share }));
  const clear = node.type === shareholderNodeTypes.person && node.personId && shareClearsSourceOfFunds(share);
  const personList = clear
    ? draft.personList.map((p) => (p.id === node.personId ? { ...p, sourcesOfFunds: [] } : p))
    : draft.personList;
  return { ...draft, shareholders, personList };
}

// --- validateWizard: spec 3 §4 "A show-all-errors flag is raised on submit." --------------------------------------

export type WizardScreen =
  | 'generalForm'
  | 'financialInfoForm'
  | 'dueDilligenceForm'
  | 'legalForm'
  | 'directorsHub'
  | 'shareholdersHub'
  | 'usersHub'
  | 'personForm'
  | 'companyForm';

/** The rule an error breaks; the web words it (locales), the fakes send it as the VF description's key. */
export type WizardRule =
  | 'required'
  | 'invalid'
  | 'emailInvalid'
  | 'emailExists'
  | 'emailEmployee'
  | 'emailChecking'
  | 'emailCheckFailed'
  | 'businessTypeNotOffered'
  | 'amountInvalid'
  | 'specificationRequired'
  | 'detailsRequired'
  | 'termNotAccepted'
  | 'directorRequired'
  | 'shareholderRequired'
  | 'shareInvalid'
  | 'shareTotal'
  | 'unknownPerson'
  | 'unknownCompany'
  | 'sourceOfFundsRequired'
  | 'sourceDetailsRequired'
  | 'tinMissingReasonRequired'
  | 'userRightsRequired'
  | 'userRequired'
  | 'fullAccessUserRequired';

export interface WizardError {
  /** the payload path ('company.email', 'personList.2.email', 'shareholders.0.children.1.share', 'users') */
  path: string;
  screen: WizardScreen;
  rule: WizardRule;
}

/** The wizard screen that shows a path (spec 3 §2 "Business registration wizard forms"). */
export function screenOf(path: string): WizardScreen {
  const head = path.split('.')[0];
  switch (head) {
    case 'company':
      return 'generalForm';
    case 'financialDetail':
      return 'financialInfoForm';
    case 'dueDiligence':
      return 'dueDilligenceForm';
    case 'legalInformation':
      return 'legalForm';
    case 'directors':
    case 'authorizedCompanyRepresentative':
      return 'directorsHub';
    case 'personList':
      return path.endsWith('.accessRights') ? 'usersHub' : 'personForm';
    case 'companyList':
      return 'companyForm';
    case 'users':
      return 'usersHub';
    default:
      return 'shareholdersHub';
  }
}

export interface WizardContext {
  /** the brand's sourceOfWealthEnable (spec 1 §1) */
  sourceOfWealthEnable: boolean;
  /** the brand's terms (spec 3 §1 "accepting the terms and the privacy policy of the brand") */
  terms: readonly { id: string }[];
  /** the brand's registrationBusinessTypes; company.businessType must be one of them */
  businessTypes: readonly string[];
  /**
   * The e-mail existence status (spec 3 §3 statuses) of the company e-mail and each user's e-mail; left out, no
   * existence rule is applied (the web gives its cache, the fakes their users).
   */
  emailStatus?: (email: string) => ExistenceStatus;
  /** dictionary ids that ask for a "please specify" text when chosen (specifiableItem.specify) */
  specifiable?: { sources?: readonly number[]; purposes?: readonly number[]; industries?: readonly number[] };
}

const blank = (v: string | undefined | null) => v === undefined || v === null || v.trim() === '';
const dateLike = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** Spec 3 §5 "Each shareholder share ... Numeric strings": a decimal money amount above 0. */
function amountValid(v: string): boolean {
  return /^\d{1,15}(\.\d{1,8})?$/.test(v) && /[1-9]/.test(v);
}

/**
 * Every error of the wizard at once (spec 3 §4 "A show-all-errors flag is raised on submit."; spec 3 §5 'Business
 * wizard'), in screen order. An empty list: the wizard may be sent.
 */
export function validateWizard(draft: WizardData, ctx: WizardContext): WizardError[] {
  const errors: WizardError[] = [];
  const add = (path: string, rule: WizardRule) => errors.push({ path, screen: screenOf(path), rule });

  const address = (base: string, a: WizardAddress | undefined) => {
    for (const f of ['address1', 'city', 'postalCode', 'countryCode'] as const)
      if (!a || blank(a[f])) add(`${base}.${f}`, 'required');
  };
  const existence = (path: string, email: string) => {
    if (!ctx.emailStatus || !emailCheckable(email)) return;
    const status = ctx.emailStatus(email);
    if (status === existenceStatuses.exists) add(path, 'emailExists');
    else if (status === existenceStatuses.employee) add(path, 'emailEmployee');
    else if (status === existenceStatuses.checking) add(path, 'emailChecking');
    else if (status === existenceStatuses.error) add(path, 'emailCheckFailed');
  };

  // generalForm. Spec 3 §5 'Required action rules': "name, country, trading name, e-mail, registration number,
  // date, tax id, phone number, website"
  const c = draft.company;
  for (const f of [
    'name',
    'registrationCountryCode',
    'tradingName',
    'registrationNumber',
    'businessTaxId',
    'website',
  ] as const)
    if (blank(c[f])) add(`company.${f}`, 'required');
  if (blank(c.registrationDate)) add('company.registrationDate', 'required');
  else if (!dateLike(c.registrationDate)) add('company.registrationDate', 'invalid');
  if (blank(c.email)) add('company.email', 'required');
  else if (!emailRuleValid(c.email)) add('company.email', 'emailInvalid');
  else existence('company.email', c.email);
  if (blank(c.phone?.countryCode)) add('company.phone.countryCode', 'required');
  if (blank(c.phone?.number)) add('company.phone.number', 'required');
  if (blank(c.businessType)) add('company.businessType', 'required');
  else if (!ctx.businessTypes.includes(c.businessType)) add('company.businessType', 'businessTypeNotOffered');
  address('company.address', c.address);

  // financialInfoForm
  const f = draft.financialDetail;
  for (const [amount, currency] of [
    ['monthlyDepositAmount', 'monthlyDepositCurrencyCode'],
    ['monthlyWithdrawalAmount', 'monthlyWithdrawalCurrencyCode'],
  ] as const) {
    if (blank(f[amount])) add(`financialDetail.${amount}`, 'required');
    else if (!amountValid(f[amount])) add(`financialDetail.${amount}`, 'amountInvalid');
    if (blank(f[currency])) add(`financialDetail.${currency}`, 'required');
  }
  if (f.sourceIds.length === 0) add('financialDetail.sourceIds', 'required');
  if (f.purposeIds.length === 0) add('financialDetail.purposeIds', 'required');
  if (f.industry === null) add('financialDetail.industry', 'required');
  else if (ctx.specifiable?.industries?.includes(f.industry) && blank(f.industrySpecification))
    add('financialDetail.industrySpecification', 'specificationRequired');
  const specs = (ids: number[], given: Specification[], specifiable: readonly number[] | undefined, name: string) => {
    for (const id of ids)
      if (specifiable?.includes(id) && blank(given.find((s) => s.id === id)?.text))
        add(`financialDetail.${name}.${id}`, 'specificationRequired');
  };
  specs(f.sourceIds, f.sourceSpecifications, ctx.specifiable?.sources, 'sourceSpecifications');
  specs(f.purposeIds, f.purposeSpecifications, ctx.specifiable?.purposes, 'purposeSpecifications');

  // dueDilligenceForm: each question answered; a 'yes' asks for details
  const d = draft.dueDiligence;
  for (const q of ['government', 'lawsuits', 'taxPayers'] as const)
    if (d[q] === null) add(`dueDiligence.${q}`, 'required');
  if (d.government === true && blank(d.governmentDetails)) add('dueDiligence.governmentDetails', 'detailsRequired');
  if (d.lawsuits === true && blank(d.lawsuitsDetails)) add('dueDiligence.lawsuitsDetails', 'detailsRequired');

  // legalForm: spec 3 §1 "Registration requires accepting the terms and the privacy policy of the brand"
  for (const term of ctx.terms) {
    const i = draft.legalInformation.findIndex((e) => e.id === term.id);
    if (i < 0) add(`legalInformation.${term.id}`, 'termNotAccepted');
    else if (!draft.legalInformation[i]?.value) add(`legalInformation.${i}.value`, 'termNotAccepted');
  }

  const personIndex = new Map(draft.personList.map((p, i) => [p.id, i]));
  const companyIndex = new Map(draft.companyList.map((co, i) => [co.id, i]));

  // directorsHub: spec 3 §5 "The root company needs at least one director"
  if (draft.directors.length === 0) add('directors', 'directorRequired');
  draft.directors.forEach((id, i) => {
    if (!personIndex.has(id)) add(`directors.${i}`, 'unknownPerson');
  });
  if (blank(draft.authorizedCompanyRepresentative)) add('authorizedCompanyRepresentative', 'required');
  else if (!personIndex.has(draft.authorizedCompanyRepresentative))
    add('authorizedCompanyRepresentative', 'unknownPerson');

  // shareholdersHub: spec 3 §5 "At least one shareholder is required." and the share rules
  if (draft.shareholders.length === 0) add('shareholders', 'shareholderRequired');
  const group = (nodes: readonly ShareholderNode[], base: string) => {
    if (
      nodes.length > 0 &&
      nodes.every((n) => shareBasisPoints(n.share) !== null) &&
      !siblingTotalValid(nodes.map((n) => n.share))
    )
      add(base, 'shareTotal');
  };
  group(draft.shareholders, 'shareholders');
  const companiesInTree = new Set<string>();
  for (const { node, path } of walkTree(draft.shareholders)) {
    const at = nodePathString(path);
    if (!shareValid(node.share)) add(`${at}.share`, 'shareInvalid');
    if (node.type === shareholderNodeTypes.person) {
      if (!node.personId || !personIndex.has(node.personId)) add(`${at}.personId`, 'unknownPerson');
    } else {
      if (!node.companyId || !companyIndex.has(node.companyId)) add(`${at}.companyId`, 'unknownCompany');
      else companiesInTree.add(node.companyId);
      group(node.children, `${at}.children`);
    }
  }

  // companyForm: spec 3 §5 "Each company node needs a valid screen." "Every company shareholder needs at least one director."
  draft.companyList.forEach((co, i) => {
    const base = `companyList.${i}`;
    for (const k of ['name', 'registrationCountryCode', 'registrationNumber'] as const)
      if (blank(co[k])) add(`${base}.${k}`, 'required');
    if (co.registrationDate && !dateLike(co.registrationDate)) add(`${base}.registrationDate`, 'invalid');
    if (co.email && !emailRuleValid(co.email)) add(`${base}.email`, 'emailInvalid');
    address(`${base}.address`, co.address);
    if (companiesInTree.has(co.id) && co.directors.length === 0) add(`${base}.directors`, 'directorRequired');
    co.directors.forEach((id, j) => {
      if (!personIndex.has(id)) add(`${base}.directors.${j}`, 'unknownPerson');
    });
  });

  // personForm: spec 3 §5 "A person needs valid fields. A person who becomes a user needs an e-mail not already
  // registered." "If source-of-wealth is enabled, persons holding 25% or more need source details for every chosen source."
  const shares = personShares(draft);
  draft.personList.forEach((p, i) => {
    const base = `personList.${i}`;
    if (blank(p.firstName)) add(`${base}.firstName`, 'required');
    if (blank(p.lastName)) add(`${base}.lastName`, 'required');
    if (blank(p.birthday)) add(`${base}.birthday`, 'required');
    else if (!dateLike(p.birthday)) add(`${base}.birthday`, 'invalid');
    if (!emailRuleValid(p.email)) add(`${base}.email`, 'emailInvalid');
    else if (p.isUser && blank(p.email)) add(`${base}.email`, 'required');
    else if (p.isUser) existence(`${base}.email`, p.email);
    if (p.phone && !blank(p.phone.number) && blank(p.phone.countryCode)) add(`${base}.phone.countryCode`, 'required');
    address(`${base}.address`, p.address);
    if (p.taxId) {
      if (blank(p.taxId.countryCode)) add(`${base}.taxId.countryCode`, 'required');
      // Spec 3 §5 'Tax ID' "A tax id without a number requires a missing reason"
      if (blank(p.taxId.taxId) && !p.taxId.tinMissingReason)
        add(`${base}.taxId.tinMissingReason`, 'tinMissingReasonRequired');
    }
    const held = shares.get(p.id) ?? 0;
    if (ctx.sourceOfWealthEnable && held >= bp(wizardLimits.sourceOfWealthThresholdPercent)) {
      if (p.sourcesOfFunds.length === 0) add(`${base}.sourcesOfFunds`, 'sourceOfFundsRequired');
      p.sourcesOfFunds.forEach((s, j) => {
        if (blank(s.details)) add(`${base}.sourcesOfFunds.${j}.details`, 'sourceDetailsRequired');
      });
    }
  });

  // usersHub: spec 3 §5 "Users: each needs non-zero access rights and at least one must have rights value 2."
  const users = draft.personList.map((p, i) => ({ p, i })).filter(({ p }) => p.isUser);
  for (const { p, i } of users)
    if (!userRightsValid(p.accessRights)) add(`personList.${i}.accessRights`, 'userRightsRequired');
  if (users.length === 0) add('users', 'userRequired');
  else if (!users.some(({ p }) => p.accessRights === accessRightValues.fullAccess))
    add('users', 'fullAccessUserRequired');

  return errors;
}
