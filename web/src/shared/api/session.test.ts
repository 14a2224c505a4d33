import t from 'tap';
import { takeInlineConfig } from './session.ts';

/** A document holding one element, or none, as index.html does after the gateway served it. */
function docWith(text: string | null) {
  let present = text !== null;
  const el = { textContent: text, remove: () => (present = false) };
  return {
    getElementById: (id: string) => (present && id === 'session-config' ? el : null) as unknown as HTMLElement,
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
