import { identityVerificationGet } from '@app/contracts';
import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { createApiQuery } from '../../shared/api/index.ts';

/** The page's route parameters (the provider's run and the token that authorises it). */
export const IdentityVerificationGate = createGate<{ workflowRunId?: string; token?: string }>();
export const retried = createEvent();

export const workflowQuery = createApiQuery(identityVerificationGet, {
  dialog: false,
  mapParams: (params: { workflowRunId: string; token: string }) => ({ params }),
});

/** One key per run and token, so a new pair loads once and the same pair does not load twice. */
const $run = IdentityVerificationGate.state.map((p) =>
  p.workflowRunId !== undefined && p.token !== undefined ? `${p.workflowRunId}/${p.token}` : null,
);
sample({
  clock: [$run.updates, retried],
  source: { run: $run, state: IdentityVerificationGate.state },
  filter: ({ run }) => run !== null,
  fn: ({ state }) => ({ workflowRunId: state.workflowRunId ?? '', token: state.token ?? '' }),
  target: workflowQuery.start,
});
