import { createEffect } from 'effector';

export interface NavigateTo {
  to: string;
  replace?: boolean;
}

/**
 * Navigation from models. The app gives the router's navigate as this
 * effect's handler when it forks the scope; tests give their own.
 */
export const navigateFx = createEffect<NavigateTo, void>(() => {
  throw new Error('navigateFx: no router was given to this scope');
});
