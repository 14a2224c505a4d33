export { SendIdentityLink, IdentityLinkNotice } from './ui/send-link.tsx';
export { identityProviders } from './model.ts';
export type { IdentityProvider, LinkRequest } from './model.ts';
