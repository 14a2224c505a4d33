import { fork } from 'effector';
import { type NavigateTo, navigateFx } from '../shared/routes/index.ts';

/** One scope per app start; models navigate through the router given here. */
export function createAppScope(navigate: (to: string, opts: { replace?: boolean }) => Promise<void> | void) {
  return fork({
    handlers: [[navigateFx, ({ to, replace }: NavigateTo) => navigate(to, { replace })]],
  });
}
