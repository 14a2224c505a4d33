/**
 * Verifies the gateway's pact with the analytics collector against the fakes' collector at
 * `<fakes>/analytics/<brand>/<stage>` (fakes/src/analytics-collector.ts).
 */
import t from 'tap';
import { startFakes, tenant, verifyAgainstFakes } from './provider-support.ts';
import { participants } from './support.ts';

t.test('analytics-collector: the fakes honour every interaction', async (t) => {
  const fakes = await startFakes();
  t.teardown(fakes.stop);
  await verifyAgainstFakes(t, {
    provider: participants.analytics,
    providerBaseUrl: `${fakes.url}/analytics/${tenant.brand}/${tenant.stage}`,
    fakes,
  });
});
