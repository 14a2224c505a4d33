import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * JWT-shaped tokens (HS256, base64url). The key is random per fakes instance:
 * tokens never outlive the process, which is what a test wants.
 *
 * Access tokens carry what a real identity provider puts in them, so their
 * size (about 1 KB) is realistic for the gateway's session and cookie limits.
 */
export type TokenType = 'access' | 'refresh' | 'temp' | 'helpdesk';

export interface TokenClaims {
  typ: TokenType;
  /** tenant key `<brand>/<stage>` */
  ten: string;
  sub: string;
  iat: number;
  exp: number;
  jti: string;
  [claim: string]: unknown;
}

/** What the provider's access tokens grant; the list is long on purpose (token size). */
export const accessScopes = [
  'openid',
  'profile',
  'email',
  'offline_access',
  'customer:read',
  'customer:write',
  'accounts:read',
  'transactions:read',
  'transfers:create',
  'cards:read',
  'cards:manage',
  'documents:upload',
  'helpdesk:read',
  'realtime:subscribe',
] as const;

const b64 = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

export interface TokenIssuerOptions {
  now: () => number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Issuer base, e.g. http://127.0.0.1:4010 */
  issuer?: string;
}

export function createTokenIssuer(options: TokenIssuerOptions) {
  const key = randomBytes(32);
  const kid = randomBytes(8).toString('hex');
  const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid }));
  const nowSeconds = () => Math.floor(options.now() / 1000);

  function sign(claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'> & { jti?: string }, ttlSeconds: number): string {
    const iat = nowSeconds();
    const payload = b64(
      JSON.stringify({ ...claims, iat, nbf: iat, exp: iat + ttlSeconds, jti: claims.jti ?? randomUUID() }),
    );
    const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
    return `${header}.${payload}.${signature}`;
  }

  /** The claims of a well-signed, unexpired token of the wanted type, else undefined. */
  function verify(token: string | undefined, typ: TokenType): TokenClaims | undefined {
    if (!token) return undefined;
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [h, p, s] = parts as [string, string, string];
    const expected = createHmac('sha256', key).update(`${h}.${p}`).digest();
    const given = Buffer.from(s, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return undefined;
    }
    if (claims.typ !== typ || typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) return undefined;
    return claims;
  }

  interface Subject {
    tenant: string;
    userId: number;
    customerId: number;
    username: string;
    name: string;
    customerType: string;
    sessionId: string;
    amr: string;
  }

  function access(s: Subject): string {
    const [brand, stage] = s.tenant.split('/');
    return sign(
      {
        typ: 'access',
        ten: s.tenant,
        iss: `${options.issuer ?? 'http://127.0.0.1'}/${s.tenant}/auth`,
        aud: ['payments-api', 'realtime', 'helpdesk'],
        sub: String(s.userId),
        azp: 'spa',
        customerId: s.customerId,
        customerType: s.customerType,
        brand,
        stage: Number(stage),
        preferred_username: s.username,
        email: s.username,
        email_verified: true,
        name: s.name,
        amr: [s.amr, 'pwd'],
        acr: s.amr === 'pwd' ? '1' : '2',
        scope: accessScopes.join(' '),
        sid: s.sessionId,
        auth_time: nowSeconds(),
      },
      options.accessTtlSeconds,
    );
  }

  function refresh(s: Pick<Subject, 'tenant' | 'userId' | 'sessionId'>, jti: string): string {
    return sign(
      { typ: 'refresh', ten: s.tenant, sub: String(s.userId), sid: s.sessionId, azp: 'spa', jti },
      options.refreshTtlSeconds,
    );
  }

  return {
    sign,
    verify,
    access,
    refresh,
    accessTtlSeconds: options.accessTtlSeconds,
    refreshTtlSeconds: options.refreshTtlSeconds,
  };
}
export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
