import * as z from 'zod/mini';

/*
 * zod/mini, not zod: every module the web's /login loads builds its schemas with the tree-shakable functional
 * API (the same schemas; zod's classic method API is ~20 KiB gzipped the sign-in page would load for nothing).
 * The other contracts modules may keep the classic API: classic schemas take mini ones as parts.
 */

/** Decimal string for money: never a float (spec 2 §9; up to 8 decimals). */
export const decimalString = z.string().check(z.regex(/^-?\d{1,15}(\.\d{1,8})?$/, 'decimal string'));
export const currencyCode = z.string().check(z.regex(/^[A-Z]{3,5}$/));

/** "13" (access denied) becomes 13 under normalizeNumericStrings; read back as text */
export const numberAsText = z.pipe(z.number(), z.transform(String));

/** The upstream envelope. The gateway's own errors use it too. */
export const envelope = z.looseObject({
  responseCode: z.union([z.string(), numberAsText]),
  responseDescription: z.optional(z.string()),
  validationErrors: z.optional(z.array(z.looseObject({ field: z.optional(z.string()), description: z.string() }))),
});
export type Envelope = z.infer<typeof envelope>;

/** A successful envelope carrying `shape`. */
export function ok<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.extend(envelope, shape);
}

/** Method-style requests: business/admin callers add fromCustomerId, dictionary calls add lang. */
export const methodBody = z.looseObject({
  lang: z.optional(z.string()),
  fromCustomerId: z.optional(z.int()),
  fromEmail: z.optional(z.string()),
  authSecret: z.optional(z.string()),
});

/** A method-style request with the call's own fields besides methodBody's. */
export function methodRequest<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.extend(methodBody, shape);
}

export const empty = z.strictObject({});
export const noBody = z.undefined();
