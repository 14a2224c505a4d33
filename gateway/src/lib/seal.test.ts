import t from 'tap';
import { deriveKey, keysFor, minSecretBytes, newSessionId, seal, sessionSecrets, unseal, unsealWith } from './seal.ts';

const secretA = 'a'.repeat(32);
const secretB = 'b'.repeat(40);

t.test('SESSION_SECRET: "current" or "current,previous", each at least 32 bytes, else refused at start', async (t) => {
  const rows: Array<[string, string, string[] | RegExp]> = [
    ['one secret', secretA, [secretA]],
    ['current,previous (rotation)', `${secretA},${secretB}`, [secretA, secretB]],
    ['spaces around the comma are trimmed', ` ${secretA} , ${secretB} `, [secretA, secretB]],
    ['three secrets', `${secretA},${secretB},${secretA}`, /current,previous/],
    ['none', ' , ', /current,previous/],
    ['31 bytes', 'x'.repeat(31), /at least 32 bytes/],
    ['a short previous secret', `${secretA},short`, /at least 32 bytes/],
    ['32 bytes counted in UTF-8, not characters (16 × "é" = 32 bytes)', 'é'.repeat(16), ['é'.repeat(16)]],
    ['15 × "é" = 30 bytes', 'é'.repeat(15), /at least 32 bytes/],
  ];
  t.equal(minSecretBytes, 32);
  for (const [name, setting, want] of rows) {
    if (want instanceof RegExp) t.throws(() => sessionSecrets(setting), want, name);
    else t.same(sessionSecrets(setting), want, name);
  }
});

t.test('HKDF: one 32-byte key per purpose; the cookie key and the idempotency key differ', async (t) => {
  const cookie = deriveKey(secretA, 'sessionCookie');
  const idem = deriveKey(secretA, 'idempotencyStore');
  t.equal(cookie.length, 32);
  t.equal(idem.length, 32);
  t.not(cookie.toString('hex'), idem.toString('hex'), 'another label, another key');
  t.same(deriveKey(secretA, 'sessionCookie'), cookie, 'deterministic: every gateway with the secret derives it');
  t.not(deriveKey(secretB, 'sessionCookie').toString('hex'), cookie.toString('hex'), 'another secret, another key');
  t.not(cookie.toString('hex'), Buffer.from(secretA).toString('hex'), 'not the secret itself');
  const keys = keysFor(`${secretA},${secretB}`, 'idempotencyStore');
  t.same(keys, [idem, deriveKey(secretB, 'idempotencyStore')], 'current first');
});

t.test('seal: AES-256-GCM round trip; tampering or another key gives nothing; rotation', async (t) => {
  const [key, previous] = keysFor(`${secretA},${secretB}`, 'idempotencyStore') as [Buffer, Buffer];
  const id = newSessionId();
  t.equal(id.length, 43, '256 random bits, base64url');
  const sealed = seal(id, key);
  t.not(sealed, seal(id, key), 'a fresh IV each time');
  t.equal(unseal(sealed, key), id);
  t.equal(unseal(sealed, previous), undefined);
  t.equal(unseal(sealed, deriveKey(secretA, 'sessionCookie')), undefined, 'the cookie key does not open it');
  const bytes = Buffer.from(sealed, 'base64url');
  bytes[15] = (bytes[15] as number) ^ 1;
  t.equal(unseal(bytes.toString('base64url'), key), undefined, 'one flipped bit');
  t.equal(unseal('', key), undefined);
  t.equal(unseal('not base64 at all!!', key), undefined);
  t.same(unsealWith(seal('old', previous), [key, previous]), { value: 'old', keyIndex: 1 }, 'the previous key opens');
  t.equal(unsealWith(seal('x', deriveKey(secretA, 'sessionCookie')), [key, previous]), undefined);
});
