import { createEffect, createStore, sample } from 'effector';
import { type SessionConfig, fetchConfig } from '../../shared/api/index.ts';
import { availableLanguages } from '../../shared/i18n/index.ts';
import { appStarted } from '../../shared/lib/index.ts';

/** GET /session/config: the resolved brand's public config, stage, env and languages. */
export const configFx = createEffect(fetchConfig);

export const $config = createStore<SessionConfig | null>(null).on(configFx.doneData, (_, config) => config);
export const $configFailed = createStore(false)
  .on(configFx.fail, () => true)
  .on(configFx.done, () => false);
export const $projectName = $config.map((c) => c?.projectName ?? '');
export const $brandLogo = $config.map((c) => c?.theme?.logo ?? null);
/** Spec 1 §1 availableLangs, as locale codes. */
export const $availableLanguages = $config.map((c) => availableLanguages(c?.languages ?? ['en']));

/**
 * CSS custom properties of a brand theme: --brand-*, which the tokens of shared/ui/styles.css read (the dark theme
 * keeps the brand's primary pair and uses its own page colours).
 */
export function themeVariables(config: SessionConfig): Record<string, string> {
  const colors = config.theme?.colors;
  if (!colors) return {};
  const vars: Record<string, string> = {
    '--brand-primary': colors.primary,
    '--brand-primary-text': colors.primaryText,
    '--brand-background': colors.background,
    '--brand-surface': colors.surface,
    '--brand-text': colors.text,
  };
  if (colors.mutedText) vars['--brand-muted-text'] = colors.mutedText;
  if (colors.accent) vars['--brand-accent'] = colors.accent;
  if (colors.danger) vars['--brand-danger'] = colors.danger;
  return vars;
}

/** Brand colours and title onto the document; set through the CSSOM, which the CSP allows. */
export const applyThemeFx = createEffect((config: SessionConfig) => {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(config))) root.style.setProperty(name, value);
  root.dataset.brand = config.brand;
  document.title = config.projectName;
});

sample({ clock: appStarted, target: configFx });
sample({ clock: configFx.doneData, target: applyThemeFx });
