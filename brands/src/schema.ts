import { z } from 'zod';

/** Locale codes of @app/locales. Spec 1 §1 writes Ukrainian as 'ua'; it is the locale 'uk' (ua is an alias). */
export const langCode = z.enum(['en', 'es', 'pt', 'ro', 'ru', 'uk']);

export const personalType = z.enum([
  'webmasters',
  'freelancers',
  'webcamModels',
  'developers',
  'independentContractors',
  'others',
]);
export const businessType = z.enum([
  'registrationAdvertisingNetworks',
  'registrationAffiliatePrograms',
  'registrationLiveStreamingNetworks',
  'registrationFreelanceCompanies',
  'registrationHostingProviders',
  'registrationBillingPaymentProcessors',
  'registrationWebcamStudios',
  'others',
]);

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);

export const termsEntry = z.object({
  id: z.string(),
  key: z.string(),
  /** Spec 3 §1: each shown with the label 'I have read and accept'. */
  label: z.literal('I have read and accept'),
  text: z.string(),
  url: z.string().url(),
  value: z.boolean(),
});

/** Every key of spec 1 §1, plus a theme. `.strict()` so a typo is an error, not a silent extra. */
export const brandConfig = z
  .object({
    id: z.string(),
    projectName: z.string().min(1),
    projectLogo: z.string().min(1),
    allowRegistration: z.boolean(),
    registrationPersonalTypes: z.array(personalType).min(1),
    registrationBusinessTypes: z.array(businessType).min(1),
    hideAdultIndustriesInRegistration: z.boolean(),
    appUrl: z.string().min(1),
    googleAppLink: z.string().url(),
    appleAppLink: z.string().url(),
    pdfLogo: z.object({ width: z.number().int().positive(), link: z.string().min(1) }).strict(),
    terms: z.array(termsEntry).min(2),
    feeLinks: z.object({ personal: z.string().url(), business: z.string().url() }).strict(),
    supports: z.object({ manager: z.string().regex(/^\+\d{7,15}$/), email: z.string().email() }).strict(),
    availableLangs: z.array(langCode).min(1),
    contractsEnable: z.boolean(),
    sourceOfWealthEnable: z.boolean(),
    accountConfirmation: z
      .object({
        name: z.string(),
        address: z.string(),
        footer: z.array(z.string()).min(1),
        phone: z.string(),
        email: z.string().email(),
        web: z.string().url(),
      })
      .strict(),
    botChallengeSiteKey: z.string().min(1),
    mapsUrl: z.string().url(),
    /** spec 3 §7 'GET zoho/jwt (widgetId, …)': the brand's help-desk widget; public, not a secret */
    helpdeskWidgetId: z.string().regex(/^[a-z0-9-]{8,64}$/),
    theme: z
      .object({
        colors: z
          .object({
            primary: hex,
            primaryText: hex,
            background: hex,
            surface: hex,
            text: hex,
            mutedText: hex,
            accent: hex,
            danger: hex,
          })
          .strict(),
        /** An SVG data URL, so the logo needs no extra request and no external host. */
        logo: z.string().startsWith('data:image/svg+xml,'),
      })
      .strict(),
  })
  .strict();

export type BrandConfig = z.infer<typeof brandConfig>;
export type LangCode = z.infer<typeof langCode>;
export type PersonalType = z.infer<typeof personalType>;
export type BusinessType = z.infer<typeof businessType>;
