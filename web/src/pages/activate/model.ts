import { sample } from 'effector';
import { createGate } from 'effector-react';
import { activationFromQuery, activationRequested } from '../../features/activate-account/index.ts';

/** The page's query string (`?action=…&user=…&code=…` from the activation e-mail). */
export interface ActivatePageParams {
  search: string;
}

/**
 * /activate opened from the e-mail's link activates at once (spec 1 §2); without a complete link the form asks.
 * The feature drops a request while one is in flight, so opening twice at once (React's development remount)
 * sends it once.
 */
export const ActivatePageGate = createGate<ActivatePageParams>();

type Linked = NonNullable<ReturnType<typeof activationFromQuery>>;

sample({
  clock: ActivatePageGate.open.map(({ search }) => activationFromQuery(search)),
  filter: (linked): linked is Linked => linked !== null,
  target: activationRequested,
});
