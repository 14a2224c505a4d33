import { ipInfo } from '@app/contracts';
import { sample } from 'effector';
import { createGate } from 'effector-react';
import { createApiQuery } from '../../shared/api/index.ts';

/**
 * This connection's address and its privacy flags (spec 1 §7 ipInfo; "An external IP information service is queried
 * for privacy flags": the API asks it, contracts service.ts). Shown beside the login history, where a customer checks
 * where their account is used from: a VPN, proxy, Tor or hosting address is named, as the reason a sign-in from it
 * may be questioned. Loaded when the section opens, again each time; the latest answer wins.
 */
export const ConnectionGate = createGate();
export const connectionQuery = createApiQuery(ipInfo, { dialog: false });
sample({ clock: ConnectionGate.open, fn: () => ({ body: {} }), target: connectionQuery.start });
