/**
 * Spec 1 §9 "Breakpoints: mobile 476, tablet 768, phablet 871, laptop 1024, desktop 1280. Viewport thresholds:
 * 1280 desktop, 992 small desktop, 871 tablet, 576 large phone". The web's CSS uses only these widths in its media
 * queries (breakpoints.test.ts reads every CSS file under web/src and fails on any other width). CSS cannot import a
 * constant, so the CSS writes the number and the test holds it to this list.
 *
 * The main navigation collapses into the menu button at `phablet` and below (`@media (max-width: 871px)`,
 * widgets/layouts/ui/layouts.css): below it the seven links with their badges and the header's actions no longer fit
 * one row.
 */
export const breakpoints = { mobile: 476, tablet: 768, phablet: 871, laptop: 1024, desktop: 1280 } as const;

export const viewportThresholds = { desktop: 1280, smallDesktop: 992, tablet: 871, largePhone: 576 } as const;

/** Every width a media query may name, in px (a rem width counts at 16 px). */
export const mediaWidths: readonly number[] = [
  ...new Set([...Object.values(breakpoints), ...Object.values(viewportThresholds)]),
].sort((a, b) => a - b);
