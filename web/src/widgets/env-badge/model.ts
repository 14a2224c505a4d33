import { type QaControl, type QaControlRequest, qaControlAnswer, qaEnvAnswer, qaRoutes } from '@app/contracts';
import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createGatewayMutation, createGatewayQuery } from '../../shared/api/index.ts';

/**
 * The environment badge (gateway README "QA tools"): the env, brand, stage and build the page runs on, outside
 * production, and the switcher QA works from. Its facts come from the gateway (GET /qa/env), loaded when the badge
 * mounts; a gateway without the route (production) answers 404 and the badge shows nothing.
 */
export const EnvBadgeGate = createGate();
export const envQuery = createGatewayQuery('qaEnv', qaRoutes.env, qaEnvAnswer);
sample({ clock: EnvBadgeGate.open, target: envQuery.start });

/** One of the fakes' scenario controls through the gateway (a local run only), with its checked body. */
type ControlParams = { [C in QaControl]: { control: C; body: QaControlRequest<C> } }[QaControl];
export const controlMutation = createGatewayMutation(
  'qaControl',
  (p: ControlParams) => qaRoutes.control(p.control),
  qaControlAnswer,
);

/** What the last control did, for the switcher's status line: the control and whether it took; none while one runs. */
export const $lastControl = createStore<{ control: QaControl; ok: boolean; detail: string } | null>(null);
sample({
  clock: controlMutation.finished.success,
  fn: ({ params }) => ({ control: params.control, ok: true, detail: '' }),
  target: $lastControl,
});
sample({
  clock: controlMutation.finished.failure,
  fn: ({ params, error }) => ({ control: params.control, ok: false, detail: error.message }),
  target: $lastControl,
});
sample({ clock: controlMutation.started, fn: () => null, target: $lastControl });
