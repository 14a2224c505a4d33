/**
 * Spec 1 §5: numeric strings in responses become numbers, except the address,
 * name, description, bank and postal fields.
 *
 * Decision (money is never a float): only integer strings within the safe
 * integer range become numbers (ids, status ids, counts, types). Decimal
 * strings, and every money field (amount, balance, fee, total, rate, price,
 * ...Min) whatever its value, stay decimal strings so that no amount ever
 * passes through floating point. A leading zero ("0123") is an
 * identifier, not a number, and stays a string too.
 */
const KEPT_AS_TEXT = /address|name|description|bank|postal/i;
/** Money and rates stay decimal strings whatever their value, so a field never changes type. */
const MONEY = /amount|balance|fee|total|rate|price|min$/i;
const INTEGER = /^-?(0|[1-9]\d{0,15})$/;

export function normalizeNumericStrings<T>(value: T, key = ''): T {
  if (typeof value === 'string') {
    if (!KEPT_AS_TEXT.test(key) && !MONEY.test(key) && INTEGER.test(value)) {
      const n = Number(value);
      if (Number.isSafeInteger(n)) return n as T;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => normalizeNumericStrings(v, key)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = normalizeNumericStrings(v, k);
    return out as T;
  }
  return value;
}
