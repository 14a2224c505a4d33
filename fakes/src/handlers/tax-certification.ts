import {
  type BusinessCertification,
  type FatcaCrsCertificationInfo,
  type PersonalCertification,
  type RepresentativeCertification,
  type TaxIdInput,
  type TaxIdRowProblem,
  businessFatcaCrsGet,
  businessFatcaCrsUpdate,
  businessQuestionProblems,
  controllingPersonsRequired,
  documentUploadLimits,
  fatcaCrsGet,
  fatcaCrsTaxFormUpload,
  fatcaCrsUpdate,
  lossOfNationalityRequired,
  taxIdRowProblems,
  lossOfNationalityUpload,
  representativeFatcaCrsGet,
  representativeFatcaCrsUpdate,
  requiredTaxForm,
} from '@app/contracts';
import {
  type CallContext,
  type CallHandler,
  type Core,
  type ErrorAnswer,
  envelopeError,
  failure,
  isErrorAnswer,
  on,
  success,
} from '../core.ts';
import type { MultipartPart } from '../multipart.ts';
import { createProfileStore, patchCustomer, type ProfileState } from '../profile-store.ts';
import { createUserState } from '../user-state.ts';
import type { UserRow } from '../users.ts';
import { createCompanies } from './company.ts';
import { fileProblem } from './documents.ts';
import { profileScope } from './profile.ts';

/**
 * Seeded auth secrets of /self-certification-representative links (the
 * product e-mails one to a representative). Fixed, so e2e and Pact can use
 * them; any other secret is unknown or expired.
 */
export const representativeSecrets: Readonly<Record<string, string>> = {
  'rep-secret-1': 'rep@demo.test',
};

/** The certification of a customer or representative, kept in user_state (customer and user ids never overlap). */
const stateKey = 'fatcaCrs';

interface Stored<C> {
  /** an update was accepted (the self-certification is in) */
  saved: boolean;
  certification: C;
}

type Problem = { field: string; description: string };

/** What the fakes say of each problem of contracts' taxIdRowProblems. */
const taxIdRefusals: Record<TaxIdRowProblem, string> = {
  countryRequired: 'Choose the country',
  reasonRequired: 'Give the tax number or the reason it is missing',
  numberOrReason: 'Send either a tax number or the reason it is missing, not both',
  explanationNotSent: "An explanation is sent only with the reason 'cannot obtain'",
  explanationRequired: 'Explain why the number cannot be obtained',
  numberRequiredHere: 'This country requires the number',
};

/**
 * Spec 3 §5 'Tax ID' on every row, by contracts' taxIdRowProblems (the web's rule; the country table says where a
 * number is required, personal or business); a country listed twice is refused. VF names `taxIds[i].<field>`.
 */
export function taxIdProblems(taxIds: readonly TaxIdInput[], kind: 'personal' | 'business'): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  taxIds.forEach((row, i) => {
    const at = (field: string, description: string) => out.push({ field: `taxIds[${i}].${field}`, description });
    if (seen.has(row.countryCode)) at('countryCode', 'This country is already listed');
    seen.add(row.countryCode);
    for (const p of taxIdRowProblems(row, kind)) at(p.field, taxIdRefusals[p.problem]);
  });
  return out;
}

const refused = (problems: Problem[]): ErrorAnswer =>
  failure('VF', problems.map((p) => p.description).join(', '), { validationErrors: problems });

const taxIdsOf = (rows: readonly TaxIdInput[]) =>
  rows.map((r) => ({
    countryCode: r.countryCode,
    ...(r.taxId !== undefined ? { taxId: r.taxId } : {}),
    ...(r.tinMissingReason ? { tinMissingReason: r.tinMissingReason } : {}),
    ...(r.tinMissingExplanation !== undefined ? { tinMissingExplanation: r.tinMissingExplanation } : {}),
  }));

/** A person's answers as a personal or a representative certification stores them (spec 3 §3 personal variant). */
const personAnswers = <
  B extends {
    cityOfBirth: PersonalCertification['cityOfBirth'];
    countryOfBirth: PersonalCertification['countryOfBirth'];
    dateOfBirth: PersonalCertification['dateOfBirth'];
    citizenship: PersonalCertification['citizenship'];
    taxIds: readonly TaxIdInput[];
    isUSTaxPayer: PersonalCertification['isUSTaxPayer'];
  },
>(
  b: B,
) => ({
  cityOfBirth: b.cityOfBirth,
  countryOfBirth: b.countryOfBirth,
  dateOfBirth: b.dateOfBirth,
  citizenship: b.citizenship,
  taxIds: taxIdsOf(b.taxIds),
  isUSTaxPayer: b.isUSTaxPayer,
});

/** Where a stored document can be viewed (the fakes keep metadata, not the bytes). */
const documentUrl = (id: number) => `https://documents.demo.test/fatca-crs/${id}.pdf`;

export function taxCertificationHandlers(core: Core): CallHandler[] {
  const state = createUserState(core.db);
  const profiles = createProfileStore(core.db);
  const companies = createCompanies(core);
  /** Document ids of the tax documents: from the profile's counter, in a range of their own. */
  const newDocumentId = (s: ProfileState) => 90_000 + s.nextId++;

  const read = <C>(tenant: string, id: number, seed: () => C): Stored<C> =>
    state.read<Stored<C>>(tenant, id, stateKey, () => ({ saved: false, certification: seed() }));
  const write = <C>(tenant: string, id: number, value: Stored<C>) => state.write(tenant, id, stateKey, value);

  function scope(ctx: CallContext) {
    const s = profileScope(core, profiles, ctx);
    if (isErrorAnswer(s)) return s;
    const customer = core.users.customer(ctx.tenant.key, s.customerId);
    return { ...s, business: customer?.customer_type === 'business', name: customer?.name ?? '' };
  }
  type Scope = Exclude<ReturnType<typeof scope>, ErrorAnswer>;

  function personalSeed(s: ProfileState): PersonalCertification {
    const k = s.kycInfo;
    const info = s.fatcaCrsCertificationInfo ?? {};
    return {
      firstName: k.firstName,
      lastName: k.lastName,
      ...(k.birthCountryCode ? { countryOfBirth: k.birthCountryCode } : {}),
      ...(k.citizenshipCountryCode ? { citizenship: k.citizenshipCountryCode } : {}),
      ...(k.birthDay ? { dateOfBirth: k.birthDay } : {}),
      taxIds: s.taxCountryCode ? [{ countryCode: s.taxCountryCode, ...(s.taxId ? { taxId: s.taxId } : {}) }] : [],
      ...(info.w8BenFormDocumentStatus ? { w8FormDocumentStatus: info.w8BenFormDocumentStatus } : {}),
      ...(info.w9FormDocumentStatus ? { w9FormDocumentStatus: info.w9FormDocumentStatus } : {}),
      ...(info.taxResidencySelfCertificationDocumentStatus
        ? { selfCertificationDocumentStatus: info.taxResidencySelfCertificationDocumentStatus }
        : {}),
      ...(info.certificateOfLossOfNationalityDocumentStatus
        ? { certificateOfLossOfNationalityDocumentStatus: info.certificateOfLossOfNationalityDocumentStatus }
        : {}),
    };
  }

  function businessSeed(sc: Scope): BusinessCertification {
    const { company, representatives } = companies.read(sc.user.tenant, sc.customerId, sc.name);
    const info = sc.state.fatcaCrsCertificationInfo ?? {};
    const address = company.addresses[0]?.addressId;
    return {
      businessName: company.name,
      questions: {},
      taxIds: company.registrationCountryCode
        ? [
            {
              countryCode: company.registrationCountryCode,
              ...(company.businessTaxId ? { taxId: String(company.businessTaxId) } : {}),
            },
          ]
        : [],
      ...(info.w8BenFormDocumentStatus ? { w8FormDocumentStatus: info.w8BenFormDocumentStatus } : {}),
      ...(info.w9FormDocumentStatus ? { w9FormDocumentStatus: info.w9FormDocumentStatus } : {}),
      ...(info.taxResidencySelfCertificationDocumentStatus
        ? { selfCertificationDocumentStatus: info.taxResidencySelfCertificationDocumentStatus }
        : {}),
      controllingPersons: [],
      ...(address !== undefined ? { placeOfBusinessAddressId: address, registeredAddressId: address } : {}),
      representatives: representatives.map((r) => ({
        representativeId: r.id,
        firstName: r.firstName ?? '',
        lastName: r.lastName ?? '',
      })),
      addresses: company.addresses.map((a) => ({
        addressId: a.addressId,
        address1: a.address1,
        city: a.city,
        countryCode: a.countryCode,
      })),
    };
  }

  const good = (s: string | undefined) => s === 'pending' || s === 'validated';

  /**
   * The FATCA required action goes once the certification and its required forms are in: the self-certification
   * saved, the W-9 (US tax payer) or W-8 uploaded, and for a person the certificate of loss of nationality when it
   * applies (tax-certification.ts lossOfNationalityRequired). Then the self-certification awaits review (pending),
   * the form not asked for is not required, and the customer info no longer holds the FATCA action.
   */
  function settle(sc: Scope, stored: Stored<PersonalCertification | BusinessCertification>): FatcaCrsCertificationInfo {
    const c = stored.certification;
    const info: FatcaCrsCertificationInfo = { ...(sc.state.fatcaCrsCertificationInfo ?? {}) };
    // an uploaded form shows in the certification info at once
    if (c.w9FormDocumentStatus) info.w9FormDocumentStatus = c.w9FormDocumentStatus;
    if (c.w8FormDocumentStatus) info.w8BenFormDocumentStatus = c.w8FormDocumentStatus;
    const lonStatus = (c as PersonalCertification).certificateOfLossOfNationalityDocumentStatus;
    if (!sc.business && lonStatus) info.certificateOfLossOfNationalityDocumentStatus = lonStatus;
    if (c.isUSTaxPayer !== undefined && stored.saved) {
      const form = requiredTaxForm(c.isUSTaxPayer);
      const [needed, other] =
        form === 'w9'
          ? (['w9FormDocumentStatus', 'w8FormDocumentStatus'] as const)
          : (['w8FormDocumentStatus', 'w9FormDocumentStatus'] as const);
      if (!good(c[needed])) c[needed] = 'none';
      c[other] = 'notRequired';
      info.w9FormDocumentStatus = c.w9FormDocumentStatus;
      info.w8BenFormDocumentStatus = c.w8FormDocumentStatus;
      const person = c as PersonalCertification;
      const lon = !sc.business && lossOfNationalityRequired(person);
      if (!sc.business) {
        person.certificateOfLossOfNationalityDocumentStatus = lon
          ? good(person.certificateOfLossOfNationalityDocumentStatus)
            ? person.certificateOfLossOfNationalityDocumentStatus
            : 'none'
          : 'notRequired';
      }
      info.certificateOfLossOfNationalityDocumentStatus = lon
        ? person.certificateOfLossOfNationalityDocumentStatus
        : 'notRequired';
      const formIn = good(form === 'w9' ? c.w9FormDocumentStatus : c.w8FormDocumentStatus);
      const lonIn = !lon || good(person.certificateOfLossOfNationalityDocumentStatus);
      if (formIn && lonIn) {
        info.taxResidencySelfCertificationDocumentStatus = 'pending';
        c.selfCertificationDocumentStatus = 'pending';
        c.selfCertificationDocumentId ??= newDocumentId(sc.state);
        c.selfCertificationDocumentUrl = documentUrl(c.selfCertificationDocumentId);
        const row = core.users.byId(sc.user.tenant, sc.user.user_id);
        const own = JSON.parse(row?.customer_json ?? '{}') as { requiredActions?: string[] };
        patchCustomer(core.db, sc.user.tenant, sc.customerId, {
          taxResidencySelfCertificationDocumentStatus: 'pending',
          ...(own.requiredActions ? { requiredActions: own.requiredActions.filter((a) => a !== 'fatcaCrs') } : {}),
        });
      }
    }
    sc.state.fatcaCrsCertificationInfo = info;
    sc.save();
    return info;
  }

  function upload(ctx: CallContext, kind: 'w8' | 'w9' | 'lossOfNationality') {
    const files = (ctx.parts ?? []).filter((p) => p.name === documentUploadLimits.filePart);
    if (files.length !== 1) return envelopeError(400, 'TA1', 'file[document]: send one file');
    const problem = fileProblem(files[0] as MultipartPart);
    if (problem) return envelopeError(400, 'TA1', problem);
    const sc = scope(ctx);
    if (isErrorAnswer(sc)) return sc;
    if (kind === 'lossOfNationality' && sc.business)
      return failure('VF', 'A company has no certificate of loss of nationality', {
        validationErrors: [
          { field: 'file[document]', description: 'A company has no certificate of loss of nationality' },
        ],
      });
    const stored: Stored<PersonalCertification | BusinessCertification> = sc.business
      ? read<BusinessCertification>(sc.user.tenant, sc.customerId, () => businessSeed(sc))
      : read<PersonalCertification>(sc.user.tenant, sc.customerId, () => personalSeed(sc.state));
    const c = stored.certification as PersonalCertification;
    const documentId = newDocumentId(sc.state);
    const prefix =
      kind === 'w8' ? 'w8FormDocument' : kind === 'w9' ? 'w9FormDocument' : 'certificateOfLossOfNationalityDocument';
    Object.assign(c, {
      [`${prefix}Id`]: documentId,
      [`${prefix}Status`]: 'pending',
      [`${prefix}Url`]: documentUrl(documentId),
    });
    const info = settle(sc, stored);
    write(sc.user.tenant, sc.customerId, stored);
    return success({ documentId, status: 'uploaded' as const, fatcaCrsCertificationInfo: info });
  }

  function representativeOf(ctx: CallContext, authSecret: string): UserRow | undefined {
    const username = Object.hasOwn(representativeSecrets, authSecret) ? representativeSecrets[authSecret] : undefined;
    return username ? core.users.byUsername(ctx.tenant.key, username) : undefined;
  }
  const expired = () => failure('AU', 'The link has expired. Please ask for a new one.');

  function representativeSeed(user: UserRow): RepresentativeCertification {
    const customer = JSON.parse(user.customer_json) as { firstName?: string; lastName?: string };
    return {
      representativeId: user.user_id,
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      countryOfBirth: 'US',
      cityOfBirth: 'Boston',
      dateOfBirth: '1986-07-21',
      citizenship: 'US',
      taxIds: [
        { countryCode: 'US', taxId: '123-45-6789' },
        { countryCode: 'RO', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'Not resident yet' },
      ],
      isUSTaxPayer: true,
    };
  }

  return [
    on(fatcaCrsGet, (ctx) => {
      const sc = scope(ctx);
      if (isErrorAnswer(sc)) return sc;
      if (sc.business) return failure('13', 'A business certifies with businessFatcaCrsGet');
      return success({
        certification: read(sc.user.tenant, sc.customerId, () => personalSeed(sc.state)).certification,
      });
    }),
    on(fatcaCrsUpdate, (ctx) => {
      const sc = scope(ctx);
      if (isErrorAnswer(sc)) return sc;
      if (sc.business) return failure('13', 'A business certifies with businessFatcaCrsUpdate');
      const b = ctx.body;
      const problems = taxIdProblems(b.taxIds, 'personal');
      if (b.dateOfBirth > new Date(core.now()).toISOString().slice(0, 10))
        problems.push({ field: 'dateOfBirth', description: 'The date of birth cannot be in the future' });
      if (problems.length > 0) return refused(problems);
      const stored = read<PersonalCertification>(sc.user.tenant, sc.customerId, () => personalSeed(sc.state));
      stored.saved = true;
      stored.certification = {
        ...stored.certification,
        ...personAnswers(b),
      };
      const info = settle(sc, stored);
      write(sc.user.tenant, sc.customerId, stored);
      return success({ certification: stored.certification, fatcaCrsCertificationInfo: info });
    }),
    on(businessFatcaCrsGet, (ctx) => {
      const sc = scope(ctx);
      if (isErrorAnswer(sc)) return sc;
      if (!sc.business) return failure('13', 'Access denied');
      return success({ certification: read(sc.user.tenant, sc.customerId, () => businessSeed(sc)).certification });
    }),
    on(businessFatcaCrsUpdate, (ctx) => {
      const sc = scope(ctx);
      if (isErrorAnswer(sc)) return sc;
      if (!sc.business) return failure('13', 'Access denied');
      const b = ctx.body;
      const stored = read<BusinessCertification>(sc.user.tenant, sc.customerId, () => businessSeed(sc));
      const problems = taxIdProblems(b.taxIds, 'business');
      for (const q of businessQuestionProblems(b.entityType, b.questions))
        problems.push({ field: `questions.${q}`, description: 'Answer this question' });
      const known = new Set((stored.certification.representatives ?? []).map((r) => r.representativeId));
      const chosen = b.controllingPersonIds ?? [];
      if (controllingPersonsRequired(b.entityType, b.questions) && chosen.length === 0)
        problems.push({ field: 'controllingPersonIds', description: 'Name at least one controlling person' });
      if (chosen.some((id) => !known.has(id)))
        problems.push({ field: 'controllingPersonIds', description: 'This person is not a representative' });
      const addresses = new Set((stored.certification.addresses ?? []).map((a) => a.addressId));
      for (const field of ['placeOfBusinessAddressId', 'registeredAddressId'] as const) {
        const id = b[field];
        if (id !== undefined && !addresses.has(id))
          problems.push({ field, description: 'This address is not one of the company' });
      }
      if (problems.length > 0) return refused(problems);
      stored.saved = true;
      const c = stored.certification;
      stored.certification = {
        ...c,
        entityType: b.entityType,
        questions: b.questions,
        taxIds: taxIdsOf(b.taxIds),
        isUSTaxPayer: b.isUSTaxPayer,
        controllingPersons: (c.representatives ?? []).filter((r) => chosen.includes(r.representativeId)),
        ...(b.placeOfBusinessAddressId !== undefined ? { placeOfBusinessAddressId: b.placeOfBusinessAddressId } : {}),
        ...(b.registeredAddressId !== undefined ? { registeredAddressId: b.registeredAddressId } : {}),
      };
      const info = settle(sc, stored);
      write(sc.user.tenant, sc.customerId, stored);
      return success({ certification: stored.certification, fatcaCrsCertificationInfo: info });
    }),
    on(representativeFatcaCrsGet, (ctx) => {
      const user = representativeOf(ctx, ctx.body.authSecret);
      if (!user) return expired();
      return success({
        certification: read(ctx.tenant.key, user.user_id, () => representativeSeed(user)).certification,
      });
    }),
    on(representativeFatcaCrsUpdate, (ctx) => {
      const b = ctx.body;
      const user = representativeOf(ctx, b.authSecret);
      if (!user) return expired();
      const problems = taxIdProblems(b.taxIds, 'personal');
      if (problems.length > 0) return refused(problems);
      const stored = read(ctx.tenant.key, user.user_id, () => representativeSeed(user));
      stored.saved = true;
      stored.certification = {
        ...stored.certification,
        ...personAnswers(b),
      };
      write(ctx.tenant.key, user.user_id, stored);
      return success({ certification: stored.certification });
    }),
    on(fatcaCrsTaxFormUpload, (ctx) => upload(ctx, ctx.body.form)),
    on(lossOfNationalityUpload, (ctx) => upload(ctx, 'lossOfNationality')),
  ];
}
