import { sample } from 'effector';
import { $companyActionRequired, companyRequested } from '../../../entities/company/index.ts';
import type * as Load from './profile-menu-load.ts';

/*
 * The profile menu's company (spec 1 §2 "Profile menus": the company order and its highlights), a chunk of its own
 * loaded with a company customer's first request (profile-menu-load.ts), which connects it once loaded:
 * entities/company's queries are built then. It does not import the menu's model (it gets its units), so the bundler
 * does not split that model off the main layout's chunk.
 */
type Units = Pick<typeof Load, 'companyRequestFx' | 'companyHighlightChanged'>;

/** Called once, by the menu model's load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.companyRequestFx.doneData, fn: () => undefined, target: companyRequested });
  sample({
    clock: [m.companyRequestFx.doneData, $companyActionRequired.updates],
    source: $companyActionRequired,
    target: m.companyHighlightChanged,
  });
}
