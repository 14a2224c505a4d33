import t from 'tap';
import { createTokenIssuer } from './tokens.ts';

function issuer() {
  const clock = { ms: 1_750_000_000_000 };
  const tokens = createTokenIssuer({ now: () => clock.ms, accessTtlSeconds: 60, refreshTtlSeconds: 3600 });
  return { tokens, clock };
}

const subject = {
  tenant: 'fundstruab/15',
  userId: 5001,
  customerId: 100001,
  username: 'personal@demo.test',
  name: 'Alex Morgan',
  customerType: 'personal',
  sessionId: '6f1c1f9e-9d7b-4d7e-8a8e-2f4a1c0b9e11',
  amr: 'pwd',
};

t.test('access tokens: HS256 JWT of realistic size, verified by type, tenant and expiry', async (t) => {
  const { tokens, clock } = issuer();
  const token = tokens.access(subject);
  t.ok(token.length >= 900 && token.length <= 1300, `${token.length} bytes`);
  const [header] = token.split('.');
  t.match(JSON.parse(Buffer.from(header as string, 'base64url').toString()), { alg: 'HS256', typ: 'JWT' });
  t.match(tokens.verify(token, 'access'), { sub: '5001', ten: 'fundstruab/15', stage: 15, scope: /accounts:read/ });
  t.equal(tokens.verify(token, 'refresh'), undefined, 'an access token is not a refresh token');
  clock.ms += 60_000;
  t.equal(tokens.verify(token, 'access'), undefined, 'expired at exp');
});

t.test('a tampered or foreign token is refused', async (t) => {
  const { tokens } = issuer();
  const token = tokens.access(subject);
  const [h, p, s] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, customerId: 1 })).toString('base64url');
  t.equal(tokens.verify(`${h}.${forged}.${s}`, 'access'), undefined, 'changed payload');
  t.equal(tokens.verify(`${h}.${p}.${s.slice(0, -2)}`, 'access'), undefined, 'cut signature');
  t.equal(tokens.verify(issuer().tokens.access(subject), 'access'), undefined, 'signed by another instance');
  t.equal(tokens.verify('not.a.jwt', 'access'), undefined);
  t.equal(tokens.verify(undefined, 'access'), undefined);
});
