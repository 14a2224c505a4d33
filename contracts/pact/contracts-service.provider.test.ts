/**
 * Verifies the browser's pact with the contracts service (spec 3 §7 "Contracts service", the gateway's third upstream)
 * against the fakes' contracts service at `<fakes>/contracts-service/<brand>/<stage>`; the bearer token comes from the
 * fake payments API (provider-support.ts states).
 */
import t from 'tap';
import { startFakes, tenant, verifyAgainstFakes } from './provider-support.ts';
import { participants } from './support.ts';

t.test('contracts-service: the fakes honour every interaction', async (t) => {
  const fakes = await startFakes();
  t.teardown(fakes.stop);
  await verifyAgainstFakes(t, {
    provider: participants.contracts,
    providerBaseUrl: `${fakes.url}/contracts-service/${tenant.brand}/${tenant.stage}`,
    fakes,
  });
});
