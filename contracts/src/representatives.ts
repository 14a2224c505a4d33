import * as z from 'zod/mini';

// zod/mini: the company screens load this module in their own chunks (envelope.ts says why mini)
import { methodCall } from './call.ts';
import { accessRights, companyDocumentStatus, representative, representativePositionIds } from './company.ts';
import { methodBody, methodRequest, ok } from './envelope.ts';

/**
 * A business customer's representatives, account resolution, declarations, escort statement, business account
 * creation and username change requests (customerVerify is in profile.ts) (spec 3 §3 "Representative positions", §4 "Document and
 * request statuses", §7 "Registration and compliance"). Business callers add fromCustomerId (methodBody).
 */

const id = z.int();

export type RepresentativeRole = 'director' | 'shareholder' | 'owner' | 'authorisedUser';
/** The groups in the order the company screens show them. */
export const representativeRoles: readonly RepresentativeRole[] = [
  'director',
  'shareholder',
  'owner',
  'authorisedUser',
];

/** Spec 3 §3 "Representative positions": "2 director; 6 and 9 shareholder; 8 owner; any other value is an authorised user." */
export function representativeRole(positionId: number | undefined): RepresentativeRole {
  if (positionId === representativePositionIds.director) return 'director';
  if (
    positionId === representativePositionIds.shareholder[0] ||
    positionId === representativePositionIds.shareholder[1]
  )
    return 'shareholder';
  if (positionId === representativePositionIds.owner) return 'owner';
  return 'authorisedUser';
}

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** Spec 3 §7 "representative create/read/update/delete" (create is representativeAdd, read representativeListGet). */
export const representativeUpdate = methodCall('representativeUpdate', {
  summary: "change a representative's name, e-mail or position",
  request: methodRequest({ representativeId: id, firstName: name, lastName: name, email: z.email(), positionId: id }),
  response: ok({}),
});

/** The fakes refuse an unknown representative, the last director (spec 3 §5 "at least one director") and oneself. */
export const representativeDelete = methodCall('representativeDelete', {
  summary: 'remove a representative from the company',
  request: methodRequest({ representativeId: id }),
  response: ok({}),
});

const representativeList = ok({ representatives: z.array(representative) });

/** Spec 3 §7 "lists of directors, shareholders, owners and users": each a filter of the positions above. */
export const directorListGet = methodCall('directorListGet', {
  summary: "the company's directors (position 2)",
  request: methodBody,
  response: representativeList,
});
export const shareholderListGet = methodCall('shareholderListGet', {
  summary: "the company's shareholders (positions 6 and 9)",
  request: methodBody,
  response: representativeList,
});
export const ownerListGet = methodCall('ownerListGet', {
  summary: "the company's ultimate beneficial owners (position 8)",
  request: methodBody,
  response: representativeList,
});
export const businessUserListGet = methodCall('businessUserListGet', {
  summary: "the company's authorised users (any other position)",
  request: methodBody,
  response: representativeList,
});

export const accessRightItem = z.looseObject({ id: accessRights, name: z.string() });
export type AccessRightItem = z.infer<typeof accessRightItem>;

/** Spec 3 §7 "access rights" list; spec 1 §6 values 0 to 5 (5 is shown, never selectable). */
export const accessRightsListGet = methodCall('accessRightsListGet', {
  summary: 'the access rights a company user may hold, with their names in the language asked',
  request: methodBody,
  response: ok({ accessRights: z.array(accessRightItem) }),
});

/**
 * Account resolution statusId. The spec names only the field (spec 3 §3 "Account resolution holds
 * businessRepresentativeIds, statusId, signers"); the values are this project's decision (fakes README).
 */
export const accountResolutionStatusIds = { notSent: 0, sent: 1, signed: 2, declined: 3 } as const;
export type AccountResolutionStatus = keyof typeof accountResolutionStatusIds;

export const resolutionSigner = z.looseObject({
  representativeId: id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  signed: z.boolean(),
  signedAt: z.optional(z.string()),
});
export type ResolutionSigner = z.infer<typeof resolutionSigner>;

export const accountResolution = z.looseObject({
  businessRepresentativeIds: z.array(id),
  statusId: z.int(),
  signers: z.array(resolutionSigner),
  sentAt: z.optional(z.string()),
});
export type AccountResolution = z.infer<typeof accountResolution>;

export const accountResolutionGet = methodCall('accountResolutionGet', {
  summary: "the company's account resolution: who must sign it, its status and its signers",
  request: methodBody,
  response: ok({ resolution: accountResolution }),
});

/** Sends the resolution to the chosen representatives for signing; at least one must be a director (fakes). */
export const accountResolutionSend = methodCall('accountResolutionSend', {
  summary: 'send the account resolution to the chosen representatives for signing',
  request: methodRequest({ businessRepresentativeIds: z.array(id).check(z.minLength(1)) }),
  response: ok({ resolution: accountResolution }),
});

/** A declaration the company gave (beneficial ownership, politically exposed persons ...); status as company documents. */
export const declaration = z.looseObject({
  id,
  name: z.string(),
  statusId: companyDocumentStatus,
  updated: z.optional(z.string()),
});
export type Declaration = z.infer<typeof declaration>;

export const declarationsGet = methodCall('declarationsGet', {
  summary: "the company's declarations and their statuses",
  request: methodBody,
  response: ok({ declarations: z.array(declaration) }),
});

/** The statement that accompanies the company's account opening; status as company documents. */
export const escortStatement = z.looseObject({
  reference: z.string(),
  statusId: companyDocumentStatus,
  issued: z.optional(z.string()),
});
export type EscortStatement = z.infer<typeof escortStatement>;

export const escortStatementGet = methodCall('escortStatementGet', {
  summary: "the company's escort statement: its reference, status and issue date",
  request: methodBody,
  response: ok({ escortStatement }),
});

/** A signed-in customer opens a further business customer; the full wizard payload is businessRegister's. */
export const businessAccountCreate = methodCall('businessAccountCreate', {
  summary: 'open a new business customer for the signed-in user',
  request: methodRequest({
    businessName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    registrationCountryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
    email: z.email(),
  }),
  response: ok({ customerId: id }),
});

/**
 * Spec 3 §4 "Username change request: active, failed, pending." Decision: pending waits for review, active is the
 * sign-in e-mail in use (the change went through), failed was refused (reason says why).
 */
export const usernameChangeRequestStatuses = ['active', 'failed', 'pending'] as const;
export const usernameChangeRequestStatus = z.enum(usernameChangeRequestStatuses);
export type UsernameChangeRequestStatus = z.infer<typeof usernameChangeRequestStatus>;

export const usernameChangeRequest = z.looseObject({
  id,
  username: z.string(),
  status: usernameChangeRequestStatus,
  created: z.string(),
  reason: z.optional(z.string()),
});
export type UsernameChangeRequest = z.infer<typeof usernameChangeRequest>;

export const usernameChangeRequestsGet = methodCall('usernameChangeRequestsGet', {
  summary: "the signed-in user's username change requests, newest first",
  request: methodBody,
  response: ok({ requests: z.array(usernameChangeRequest) }),
});

export const representativeCalls = [
  representativeUpdate,
  representativeDelete,
  directorListGet,
  shareholderListGet,
  ownerListGet,
  businessUserListGet,
  accessRightsListGet,
  accountResolutionGet,
  accountResolutionSend,
  declarationsGet,
  escortStatementGet,
  businessAccountCreate,
  usernameChangeRequestsGet,
] as const;
