// Steiger, the Feature-Sliced Design linter, run on web/src by `tsx scripts/lint.ts` (after ESLint).
// It enforces the boundaries: layers import downward only (fsd/forbidden-imports), a slice is entered only through its
// index.ts or its @x cross-import API (fsd/no-public-api-sidestep, fsd/public-api), no slice imports a sibling of its
// own layer (fsd/forbidden-imports); dynamic import() counts like a static import.
// Rules turned off below are about naming and folder shape, not about import direction; why each is off is in
// web/README.md ("Architecture lint").
import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    rules: {
      'fsd/insignificant-slice': 'off',
      'fsd/excessive-slicing': 'off',
      'fsd/segments-by-purpose': 'off',
    },
  },
]);
