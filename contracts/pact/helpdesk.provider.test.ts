/**
 * Verifies the gateway's pact with the help-desk service against the fakes'
 * help-desk stub; the help-desk token comes from the fake payments API.
 */
import t from 'tap';
import { startFakes, verifyAgainstFakes } from './provider-support.ts';
import { participants } from './support.ts';

t.test('helpdesk: the fakes honour every interaction', async (t) => {
  const fakes = await startFakes();
  t.teardown(fakes.stop);
  await verifyAgainstFakes(t, { provider: participants.helpdesk, providerBaseUrl: `${fakes.url}/helpdesk`, fakes });
});
