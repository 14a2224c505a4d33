import t from 'tap';
import { takeInlineConfig, takeInlineState } from './session.ts';

/** A document holding one element, or none, as index.html does after the gateway served it. */
function docWith(text: string | null, elementId = 'session-config') {
  let present = text !== null;
  const el = { textContent: text, remove: () => (present = false) };
  return {
    getElementById: (id: string) => (present && id === elementId ? el : null) as unknown as HTMLElement,
    present: () => present,
  };
}

const config = { brand: 'paydek', projectName: 'Paydek', languages: ['en', 'es'], stage: 3 };

t.test('the config inline in index.html is read once at start, checked like the gateway answer', async (t) => {
  const rows: [string, string | null, unknown][] = [
    ['absent (Vite dev serves its own index.html): ask the gateway', null, null],
    ['present and valid: used', JSON.stringify(config), config],
    ['not JSON: ask the gateway', '{"brand":', null],
    ['JSON of another shape (no languages): ask the gateway', JSON.stringify({ brand: 'paydek' }), null],
  ];
  for (const [why, text, want] of rows) {
    const doc = docWith(text);
    t.same(takeInlineConfig(doc), want, why);
    t.notOk(doc.present(), `${why}: the element is gone, a later read asks the gateway`);
    t.equal(takeInlineConfig(doc), null, `${why}: a second read finds nothing`);
  }
  t.equal(takeInlineConfig(undefined), null, 'no document (unit tests, workers)');
});

t.test('the session state inline in index.html is read once at start, checked like GET /session', async (t) => {
  const authed = { authed: true, firstName: 'Alex', customerId: 7, idleExpiresAt: '2026-01-01T00:10:00.000Z' };
  const rows: [string, string | null, unknown][] = [
    ['absent (Vite dev): ask the gateway', null, null],
    ['not signed in: used', JSON.stringify({ authed: false }), { authed: false }],
    ['signed in: used', JSON.stringify(authed), authed],
    ['not JSON: ask the gateway', '{"authed":', null],
    ['JSON of another shape: ask the gateway', JSON.stringify({ authed: 'yes' }), null],
  ];
  for (const [why, text, want] of rows) {
    const doc = docWith(text, 'session-state');
    t.same(takeInlineState(doc), want, why);
    t.notOk(doc.present(), `${why}: the element is gone, a later read asks the gateway`);
    t.equal(takeInlineState(doc), null, `${why}: a second read finds nothing`);
  }
  t.equal(takeInlineConfig(docWith(JSON.stringify({ authed: false }), 'session-state')), null, 'each reads its own id');
});
