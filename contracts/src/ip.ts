/**
 * IP addresses and ranges, zod-free: the merchant's allowed IP ranges (spec 3 §3 "Allowed IP: ... ipFrom, ipTo"; the
 * rules decided in merchant-api.ts), the fakes' check of a caller's address, and the web's IP whitelist hints
 * (shared/lib/validation/ip.ts, IPv4 only).
 */
/** An IP address as a family and a number (IPv4 32 bits, IPv6 128 bits). */
export interface ParsedIp {
  family: 4 | 6;
  value: bigint;
}

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const p of parts) {
    // no leading zeros ("010" is octal to some readers): refused rather than guessed
    if (!/^(0|[1-9]\d{0,2})$/.test(p) || Number(p) > 255) return null;
    value = (value << 8n) | BigInt(p);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (s: string): string[] | null => (s === '' ? [] : s.split(':'));
  const head = groupsOf(halves[0] as string);
  const tail = halves.length === 2 ? groupsOf(halves[1] as string) : [];
  if (!head || !tail) return null;
  const words: number[] = [];
  const all = [...head, ...tail];
  // an IPv4 tail ("::ffff:192.0.2.1") counts as two groups
  const last = all[all.length - 1];
  let v4: bigint | null = null;
  if (last !== undefined && last.includes('.')) {
    v4 = parseIpv4(last);
    if (v4 === null) return null;
    if (tail.length > 0) tail.pop();
    else head.pop();
  }
  for (const g of [...head, ...tail]) if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
  const count = head.length + tail.length + (v4 !== null ? 2 : 0);
  if (halves.length === 2 ? count > 7 : count !== 8) return null;
  const zeros = 8 - count;
  for (const g of head) words.push(parseInt(g, 16));
  for (let i = 0; i < zeros; i++) words.push(0);
  for (const g of tail) words.push(parseInt(g, 16));
  let value = 0n;
  for (const w of words) value = (value << 16n) | BigInt(w);
  if (v4 !== null) value = (value << 32n) | v4;
  return value;
}

/**
 * An IPv4 or IPv6 address, or null. Written here rather than taken from a library: contracts runs in the browser
 * and the fakes alike, and the rule is small (dotted IPv4 without leading zeros; IPv6 with one `::` and an optional
 * IPv4 tail; no zone ids, no prefixes).
 */
export function parseIp(text: string): ParsedIp | null {
  const s = text.trim();
  if (s.includes(':')) {
    const v = parseIpv6(s);
    return v === null ? null : { family: 6, value: v };
  }
  const v = parseIpv4(s);
  return v === null ? null : { family: 4, value: v };
}

/** A caller's address as the server sees it: an IPv4-mapped IPv6 address ("::ffff:127.0.0.1") is its IPv4. */
export function normalizeIp(text: string): ParsedIp | null {
  const ip = parseIp(text);
  if (ip && ip.family === 6 && ip.value >> 32n === 0xffffn) return { family: 4, value: ip.value & 0xffffffffn };
  return ip;
}

/** Whether an address is inside a range (same family, ipFrom ≤ address ≤ ipTo). */
export function ipInRange(address: string, ipFrom: string, ipTo: string): boolean {
  const a = normalizeIp(address);
  const from = parseIp(ipFrom);
  const to = parseIp(ipTo);
  if (!a || !from || !to || a.family !== from.family || a.family !== to.family) return false;
  return from.value <= a.value && a.value <= to.value;
}

export type IpRangeProblem =
  | { field: 'ipFrom'; problem: 'required' | 'invalid' }
  | { field: 'ipTo'; problem: 'required' | 'invalid' | 'family' | 'order' };

/** The texts of the problems, as the upstream's VF describes them (the web shows its own, translated). */
export const ipRangeProblemText: Record<IpRangeProblem['problem'], string> = {
  required: 'is required',
  invalid: 'is not an IPv4 or IPv6 address',
  family: 'ipFrom and ipTo must both be IPv4 or both IPv6',
  order: 'ipFrom must not be after ipTo',
};

/**
 * What is wrong with a range (decided above): each address an IPv4 or IPv6 address; both of one family; ipFrom ≤
 * ipTo. One problem per field at most; an empty list when the range is good.
 */
export function ipRangeProblems(ipFrom: string, ipTo: string): IpRangeProblem[] {
  const out: IpRangeProblem[] = [];
  const fromText = ipFrom.trim();
  const toText = ipTo.trim();
  const from = fromText === '' ? null : parseIp(fromText);
  const to = toText === '' ? null : parseIp(toText);
  if (fromText === '') out.push({ field: 'ipFrom', problem: 'required' });
  else if (!from) out.push({ field: 'ipFrom', problem: 'invalid' });
  if (toText === '') out.push({ field: 'ipTo', problem: 'required' });
  else if (!to) out.push({ field: 'ipTo', problem: 'invalid' });
  else if (from && from.family !== to.family) out.push({ field: 'ipTo', problem: 'family' });
  else if (from && from.value > to.value) out.push({ field: 'ipTo', problem: 'order' });
  return out;
}
