import type { SessionConfig } from '@app/contracts';

/** A link of the signed-in pages' footer: its text (a locales key under `footer`) and where it leads. */
export interface FooterLink {
  key: 'fees' | 'whatsApp' | 'email' | 'googlePlay' | 'appStore';
  href: string;
}

const https = (url: string | undefined): string | null => (url && /^https:\/\//.test(url) ? url : null);

/**
 * The footer's links from the brand's public config (spec 1 §1): the fees page for the customer's type ("feeLinks
 * (personal, business)"), the support contacts ("supports (manager WhatsApp number, default e-mail)": WhatsApp's
 * click-to-chat address of the number's digits, and a mailto), and the app's store links. Decision: the spec names
 * these keys but not where they show; every signed-in page's footer is where a customer looks for fees, help and
 * the app. A missing or odd value (not https, a number without digits) leaves its link out rather than show a broken one.
 */
export function footerLinks(config: SessionConfig | null, isBusiness: boolean): FooterLink[] {
  if (!config) return [];
  const links: FooterLink[] = [];
  const fees = https(isBusiness ? config.feeLinks?.business : config.feeLinks?.personal);
  if (fees) links.push({ key: 'fees', href: fees });
  const digits = (config.supports?.manager ?? '').replace(/\D/g, '');
  if (digits.length >= 7) links.push({ key: 'whatsApp', href: `https://wa.me/${digits}` });
  const email = config.supports?.email ?? '';
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) links.push({ key: 'email', href: `mailto:${email}` });
  const google = https(config.googleAppLink);
  if (google) links.push({ key: 'googlePlay', href: google });
  const apple = https(config.appleAppLink);
  if (apple) links.push({ key: 'appStore', href: apple });
  return links;
}
