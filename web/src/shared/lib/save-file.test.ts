import t from 'tap';
import { bytesToBase64, saveFile } from './save-file.ts';

t.test('bytes as base64, also past one slice', async (t) => {
  const rows: [Uint8Array, string][] = [
    [new Uint8Array([]), ''],
    [new TextEncoder().encode('%PDF'), 'JVBERg=='],
    [new Uint8Array([0, 255, 128]), 'AP+A'],
  ];
  for (const [bytes, want] of rows) t.equal(bytesToBase64(bytes), want);
  const big = new Uint8Array(100_000).map((_, i) => i % 251);
  t.equal(bytesToBase64(big), Buffer.from(big).toString('base64'), '100 kB, several slices');
});

/** A wrapper on the global object, as the React Native WebView puts it there; it answers each message as told. */
function fakeWrapper(answer: (id: number) => unknown) {
  const g = globalThis as Record<string, unknown>;
  const listeners = new Set<(e: { data: unknown }) => void>();
  const posted: { id: number; type: string; data: Record<string, unknown> }[] = [];
  g.addEventListener = (_: string, l: (e: { data: unknown }) => void) => listeners.add(l);
  g.removeEventListener = (_: string, l: (e: { data: unknown }) => void) => listeners.delete(l);
  g.ReactNativeWebView = {
    postMessage(raw: string) {
      const m = JSON.parse(raw) as (typeof posted)[number];
      posted.push(m);
      queueMicrotask(() => listeners.forEach((l) => l({ data: JSON.stringify(answer(m.id)) })));
    },
  };
  return {
    posted,
    remove() {
      delete g.ReactNativeWebView;
      delete g.addEventListener;
      delete g.removeEventListener;
    },
  };
}

t.test('spec 3 §7 "Files download ... through the wrapper": the file goes to it as base64', async (t) => {
  const w = fakeWrapper((id) => ({ id, data: { saved: true } }));
  t.teardown(w.remove);
  await saveFile('a,b\n1,2\n', 'text/csv', 'history.csv');
  t.equal(w.posted.length, 1);
  t.equal(w.posted[0]?.type, 'download');
  t.same(w.posted[0]?.data, { fileName: 'history.csv', mimeType: 'text/csv', base64: 'YSxiCjEsMgo=' });
});

t.test("spec 1 §8: the wrapper's answer without data rejects with 'empty data'", async (t) => {
  const w = fakeWrapper((id) => ({ id, data: {} }));
  t.teardown(w.remove);
  await t.rejects(saveFile(new Uint8Array([1, 2]), 'application/pdf', 'a.pdf'), { message: 'empty data' });
});
