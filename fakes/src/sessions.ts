import { randomUUID } from 'node:crypto';
import type { Tokens } from '@app/contracts';
import type { Db } from './db.ts';
import type { TokenClaims, TokenIssuer } from './tokens.ts';
import type { UserRow, Users } from './users.ts';

export interface AuthInfo {
  user: UserRow;
  sessionId: string;
  claims: TokenClaims;
}

interface SessionRow {
  session_id: string;
  user_id: number;
  refresh_jti: string;
  refresh_expires_at: number;
  revoked: number;
}

/**
 * Sign-in sessions: one per successful login. The refresh token's jti is kept
 * so that a refresh rotates it, and a reused (older) refresh token is refused.
 */
export function createSessions(db: Db, tokens: TokenIssuer, users: Users, now: () => number) {
  const insert = db.prepare<[string, string, number, string, number]>(
    'INSERT INTO sessions (tenant, session_id, user_id, refresh_jti, refresh_expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const find = db.prepare<[string, string], SessionRow>('SELECT * FROM sessions WHERE tenant = ? AND session_id = ?');
  const rotate = db.prepare<[string, number, string, string, string]>(
    'UPDATE sessions SET refresh_jti = ?, refresh_expires_at = ? WHERE tenant = ? AND session_id = ? AND refresh_jti = ?',
  );
  const revoke = db.prepare<[string, string]>('UPDATE sessions SET revoked = 1 WHERE tenant = ? AND session_id = ?');

  function pair(user: UserRow, sessionId: string, jti: string, amr: string): Tokens {
    const customer = JSON.parse(user.customer_json) as { firstName?: string; lastName?: string; businessName?: string };
    return {
      accessToken: tokens.access({
        tenant: user.tenant,
        userId: user.user_id,
        customerId: user.customer_id,
        username: user.username,
        name: customer.businessName ?? `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim(),
        customerType: (JSON.parse(user.customer_json) as { customerType: string }).customerType,
        sessionId,
        amr,
      }),
      refreshToken: tokens.refresh({ tenant: user.tenant, userId: user.user_id, sessionId }, jti),
    };
  }

  /** A new session for a user who has just proven who they are. */
  function start(user: UserRow, amr = 'pwd'): Tokens {
    const sessionId = randomUUID();
    const jti = randomUUID();
    insert.run(user.tenant, sessionId, user.user_id, jti, now() + tokens.refreshTtlSeconds * 1000);
    return pair(user, sessionId, jti, amr);
  }

  /** Rotates a refresh token; undefined when it is unknown, expired, revoked or already used. */
  function refresh(tenant: string, refreshToken: string): Tokens | undefined {
    const claims = tokens.verify(refreshToken, 'refresh');
    if (!claims || claims.ten !== tenant || typeof claims.sid !== 'string') return undefined;
    const session = find.get(tenant, claims.sid);
    if (!session || session.revoked || session.refresh_jti !== claims.jti) {
      // a reused refresh token means it leaked: end the whole session, as OAuth 2.1 advises
      if (session && session.refresh_jti !== claims.jti) revoke.run(tenant, claims.sid);
      return undefined;
    }
    const user = users.byId(tenant, session.user_id);
    if (!user) return undefined;
    const jti = randomUUID();
    const changed = rotate.run(jti, now() + tokens.refreshTtlSeconds * 1000, tenant, claims.sid, claims.jti).changes;
    if (changed !== 1) return undefined;
    return pair(user, claims.sid, jti, 'pwd');
  }

  /** Ends the session of a refresh token; true when there was one to end. */
  function logout(tenant: string, refreshToken: string): boolean {
    const claims = tokens.verify(refreshToken, 'refresh');
    if (!claims || claims.ten !== tenant || typeof claims.sid !== 'string') return false;
    return revoke.run(tenant, claims.sid).changes === 1;
  }

  /** The user behind a live access token of this tenant. */
  function authenticate(tenant: string, accessToken: string | undefined): AuthInfo | undefined {
    const claims = tokens.verify(accessToken, 'access');
    if (!claims || claims.ten !== tenant || typeof claims.sid !== 'string') return undefined;
    const session = find.get(tenant, claims.sid);
    if (!session || session.revoked) return undefined;
    const user = users.byId(tenant, session.user_id);
    if (!user) return undefined;
    return { user, sessionId: claims.sid, claims };
  }

  const end = (tenant: string, sessionId: string): void => void revoke.run(tenant, sessionId);

  return { start, refresh, logout, authenticate, end };
}
export type Sessions = ReturnType<typeof createSessions>;
