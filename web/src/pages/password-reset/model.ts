import { sample } from 'effector';
import { createGate } from 'effector-react';
import { linkOpened, restarted } from '../../features/password-reset/index.ts';

/** The page's query string (`/password-reset/confirm?email=…&code=…` from the e-mail). */
export interface PasswordResetPageParams {
  search: string;
}

/** The e-mail's link: both its e-mail and its code, or nothing (the form asks). */
export function resetLinkFromQuery(search: string): { email: string; code: string } | null {
  const q = new URLSearchParams(search);
  const email = q.get('email');
  const code = q.get('code');
  return email && code ? { email, code } : null;
}

/**
 * Opened from the e-mail's link, the code is checked at once (the step after the e-mail); leaving the page starts
 * the flow over.
 */
export const PasswordResetPageGate = createGate<PasswordResetPageParams>();

type Linked = NonNullable<ReturnType<typeof resetLinkFromQuery>>;

sample({
  clock: PasswordResetPageGate.open.map(({ search }) => resetLinkFromQuery(search)),
  filter: (linked): linked is Linked => linked !== null,
  target: linkOpened,
});
sample({ clock: PasswordResetPageGate.close, fn: () => undefined, target: restarted });
