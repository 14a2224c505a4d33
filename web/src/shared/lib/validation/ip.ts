import { parseIp } from '@app/contracts';

/**
 * IP whitelist entries (spec 2 "IP whitelist entry: id, ip, toIp, created"):
 * one IPv4 address, or a range from `ip` to `toIp`. Form hints only; the
 * server decides.
 */
export type IpProblem = 'required' | 'invalid';
export type IpRangeProblem = 'invalid' | 'reversed';

/** The address as a 32-bit number, or undefined when it is not dotted-quad IPv4 (contracts parseIp). */
export function ipv4ToNumber(value: string): number | undefined {
  const ip = parseIp(value);
  return ip?.family === 4 ? Number(ip.value) : undefined;
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
