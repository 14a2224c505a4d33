import t from 'tap';
import { createWrapperBridge, type WrapperWindow } from './wrapper-bridge.ts';

function fakeWindow(inWrapper = true) {
  const listeners = new Set<(e: { data: unknown }) => void>();
  const posted: { id: number; type: string; data: unknown }[] = [];
  const win: WrapperWindow = {
    ...(inWrapper ? { ReactNativeWebView: { postMessage: (m: string) => void posted.push(JSON.parse(m)) } } : {}),
    addEventListener: (_type, l) => void listeners.add(l),
    removeEventListener: (_type, l) => void listeners.delete(l),
  };
  const answer = (a: unknown) => {
    for (const l of [...listeners]) l({ data: JSON.stringify(a) });
  };
  return { win, posted, answer, listeners };
}

t.test('a message goes out as { id, type, data }; its answer settles it', async (t) => {
  const w = fakeWindow();
  const bridge = createWrapperBridge(w.win);
  t.ok(bridge.available);
  const call = bridge.post('download', { fileName: 'a.pdf', mimeType: 'application/pdf', base64: 'JVBE' });
  t.same(w.posted, [
    { id: 1, type: 'download', data: { fileName: 'a.pdf', mimeType: 'application/pdf', base64: 'JVBE' } },
  ]);
  w.answer({ id: 99, data: { saved: true } });
  w.answer('not json at all');
  w.answer({ id: 1, data: { saved: true } });
  t.same(await call, { saved: true }, 'only its own answer');
  t.equal(w.listeners.size, 0, 'the listener is gone');
});

t.test("spec 1 §8: an answer without data rejects with 'empty data'", async (t) => {
  const w = fakeWindow();
  const bridge = createWrapperBridge(w.win);
  const call = bridge.post('logout', {});
  w.answer({ id: 1 });
  await t.rejects(call, new Error('empty data'));
  const refused = bridge.post('logout', {});
  w.answer({ id: 2, error: 'cancelled' });
  await t.rejects(refused, new Error('cancelled'));
});

t.test('no answer: a time-out; outside the wrapper: nothing is posted', async (t) => {
  const w = fakeWindow();
  await t.rejects(createWrapperBridge(w.win, 5).post('logout', {}), new Error('the mobile wrapper did not answer'));
  t.equal(w.listeners.size, 0);
  const out = fakeWindow(false);
  const bridge = createWrapperBridge(out.win);
  t.notOk(bridge.available);
  await t.rejects(bridge.post('logout', {}), new Error('not in the mobile wrapper'));
  let scheduled = 0;
  bridge.initLater({ lang: 'en', authed: false }, ((fn: () => void) => ((scheduled += 1), fn)) as never);
  t.equal(scheduled, 0, 'no init outside the wrapper');
});

t.test('spec 1 §9: the init message 100 ms after start', async (t) => {
  const w = fakeWindow();
  const waits: number[] = [];
  createWrapperBridge(w.win).initLater({ lang: 'ru', authed: false }, ((fn: () => void, ms: number) => {
    waits.push(ms);
    fn();
    return 0;
  }) as never);
  t.same(waits, [100]);
  t.same(w.posted, [{ id: 1, type: 'init', data: { lang: 'ru', authed: false } }]);
});
