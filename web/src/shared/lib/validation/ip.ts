/**
 * IP whitelist entries (spec 2 "IP whitelist entry: id, ip, toIp, created"):
 * one IPv4 address, or a range from `ip` to `toIp`. Form hints only; the
 * server decides.
 */
export type IpProblem = 'required' | 'invalid';
export type IpRangeProblem = 'invalid' | 'reversed';

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** The address as a 32-bit number, or undefined when it is not dotted-quad IPv4. */
export function ipv4ToNumber(value: string): number | undefined {
  const parts = value.trim().split('.');
  if (parts.length !== 4 || !parts.every((p) => OCTET.test(p))) return undefined;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

export function ipProblem(value: string): IpProblem | null {
  if (value.trim() === '') return 'required';
  return ipv4ToNumber(value) === undefined ? 'invalid' : null;
}

/** `toIp` is optional; when given it must be an address not below `ip`. */
export function ipRangeProblem(ip: string, toIp: string): IpRangeProblem | null {
  if (toIp.trim() === '') return null;
  const to = ipv4ToNumber(toIp);
  if (to === undefined) return 'invalid';
  const from = ipv4ToNumber(ip);
  return from !== undefined && to < from ? 'reversed' : null;
}
