import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type IpPrivacy, type UrlCheckReason, checkUrls, ipInfo } from '@app/contracts';
import { type CallHandler, type Core, on, success } from '../core.ts';
import { tenantControl, tenantFields } from '../tenant-control.ts';
import { createUserState } from '../user-state.ts';

/**
 * ipInfo and POST /service/check-urls (contracts service.ts has the decisions). The fakes stand in for the external IP
 * information service too: a tenant's privacy flags are what the control `/__fake/ip-privacy` last set (none by
 * default), whatever the address.
 */
const noFlags: IpPrivacy = { vpn: false, proxy: false, tor: false, hosting: false };
/** The tenant-wide state row (user 0: no user's own). */
const TENANT_ROW = 0;
const PRIVACY_KEY = 'ipPrivacy';

/** Hosts the fakes' block list refuses (a provider's list of abused or forbidden destinations). */
export const blockedHosts = ['blocked.example', 'malware.example'];

/** Why a URL is refused, or null when it is accepted (contracts service.ts). */
export function urlRefusal(raw: string, blocked: readonly string[] = blockedHosts): UrlCheckReason | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return 'malformed';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return 'malformed';
  const host = url.hostname.toLowerCase();
  if (blocked.some((b) => host === b || host.endsWith(`.${b}`))) return 'blocked';
  return null;
}

export function serviceHandlers(core: Core): CallHandler[] {
  const state = createUserState(core.db);
  return [
    on(ipInfo, (ctx) => {
      const forwarded = String(ctx.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim();
      const ip = forwarded || '127.0.0.1';
      const privacy = state.read<IpPrivacy>(ctx.tenant.key, TENANT_ROW, PRIVACY_KEY, () => noFlags);
      // the fakes' IP information service knows no geography: every public address is placed in the US
      const local = ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
      return success({ ip, ...(local ? {} : { countryCode: 'US' }), privacy });
    }),
    on(checkUrls, (ctx) => ({
      status: 200,
      body: {
        results: ctx.body.urls.map((url) => {
          const reason = urlRefusal(url);
          return reason === null ? { url, allowed: true } : { url, allowed: false, reason };
        }),
      },
    })),
  ];
}

/** POST /__fake/ip-privacy `{brand, stage, vpn?, proxy?, tor?, hosting?}`: the flags ipInfo answers for the tenant. */
export function registerIpPrivacyControl(app: FastifyInstance, core: Core): void {
  const state = createUserState(core.db);
  const flag = z.boolean().optional();
  tenantControl(
    app,
    core,
    '/__fake/ip-privacy',
    z.object({ ...tenantFields, vpn: flag, proxy: flag, tor: flag, hosting: flag }),
    (body, tenant) => {
      const privacy: IpPrivacy = {
        vpn: body.vpn ?? false,
        proxy: body.proxy ?? false,
        tor: body.tor ?? false,
        hosting: body.hosting ?? false,
      };
      state.write(tenant.key, TENANT_ROW, PRIVACY_KEY, privacy);
      return { privacy };
    },
  );
}
