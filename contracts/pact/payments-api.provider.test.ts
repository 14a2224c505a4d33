/**
 * Verifies every consumer's pact with payments-api against the fakes
 * (tenant paxum, stage 1).
 */
import t from 'tap';
import { startFakes, verifyAgainstFakes } from './provider-support.ts';
import { participants } from './support.ts';

t.test('payments-api: the fakes honour every interaction', async (t) => {
  const fakes = await startFakes();
  t.teardown(fakes.stop);
  await verifyAgainstFakes(t, { provider: participants.api, providerBaseUrl: fakes.apiBase, fakes });
});
