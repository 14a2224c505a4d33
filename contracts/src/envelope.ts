import { z } from 'zod';

/** Decimal string for money: never a float (spec 2 §9; up to 8 decimals). */
export const decimalString = z.string().regex(/^-?\d{1,15}(\.\d{1,8})?$/, 'decimal string');
export const currencyCode = z.string().regex(/^[A-Z]{3,5}$/);

/** The upstream envelope. The gateway's own errors use it too. */
export const envelope = z.looseObject({
  /** "13" (access denied) becomes 13 under normalizeNumericStrings; read back as text */
  responseCode: z.union([z.string(), z.number().transform(String)]),
  responseDescription: z.string().optional(),
  validationErrors: z.array(z.looseObject({ field: z.string().optional(), description: z.string() })).optional(),
});
export type Envelope = z.infer<typeof envelope>;

/** A successful envelope carrying `shape`. */
export function ok<S extends z.ZodRawShape>(shape: S) {
  return envelope.extend(shape);
}

/** Method-style requests: business/admin callers add fromCustomerId, dictionary calls add lang. */
export const methodBody = z.looseObject({
  lang: z.string().optional(),
  fromCustomerId: z.number().int().optional(),
  fromEmail: z.string().optional(),
  authSecret: z.string().optional(),
});

export const empty = z.object({}).strict();
export const noBody = z.undefined();
