import { videoIdentityJobGet } from '@app/contracts';
import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { createApiQuery } from '../../shared/api/index.ts';

/** The page's route parameter; the job loads when the page opens and again for another id. */
export const VideoIdentityJobGate = createGate<{ id?: string }>();
export const retried = createEvent();

export const videoJobQuery = createApiQuery(videoIdentityJobGet, {
  dialog: false,
  mapParams: (id: string) => ({ params: { id } }),
});

const $id = VideoIdentityJobGate.state.map((p) => p.id ?? null);
sample({
  clock: [$id.updates, retried],
  source: $id,
  filter: (id): id is string => id !== null,
  target: videoJobQuery.start,
});
