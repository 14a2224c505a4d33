/**
 * Spec 3 §5 "Whitespace in names is collapsed": runs of spaces, tabs and newlines become one space, ends trimmed.
 * Once, for every merchant name (buttons, logos, API keys, allowed IPs, webhooks, verification requests); zod-free.
 */
export function collapseWhitespace(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}
