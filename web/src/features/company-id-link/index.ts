export { SendIdentityLink, IdentityLinkNotice } from './ui/send-link.tsx';
