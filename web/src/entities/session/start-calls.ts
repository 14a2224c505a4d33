import { businessAuthorisedUserGet } from '@app/contracts';
import { sample } from 'effector';
import { createApiQuery } from '../../shared/api/index.ts';
import type { AuthorisedUserInfo } from './start-page.ts';
import { authorisedUserAnswered, authorisedUserCallAsked } from './start.ts';

/*
 * The start page's authorised-user call (spec 1 §2 step 3), a chunk of its own loaded when the start page asks for
 * it (start.ts): its farfetched query, its contract and zod are not in /login's start chunk.
 */
export const authorisedUserQuery = createApiQuery(businessAuthorisedUserGet, { dialog: false });

sample({ clock: authorisedUserCallAsked, fn: () => undefined, target: authorisedUserQuery.start });
sample({
  clock: authorisedUserQuery.finished.finally,
  fn: (answer): AuthorisedUserInfo | 'failed' =>
    answer.status === 'done'
      ? {
          oldWebUrl: answer.result.oldWebUrl,
          accountEmail: answer.result.accountEmail,
          companyEmail: answer.result.companyEmail,
          businessName: answer.result.businessName,
        }
      : 'failed',
  target: authorisedUserAnswered,
});
