import t from 'tap';

t.test("the switch set before zod loads is zod's own config: both copies build jitless", async (t) => {
  await import('./zod-jitless.ts');
  const { config } = await import('zod/mini');
  t.equal(config().jitless, true, 'zod/mini reads it');
  const classic = await import('zod');
  t.equal(classic.config().jitless, true, "the classic API's core reads it");
});
