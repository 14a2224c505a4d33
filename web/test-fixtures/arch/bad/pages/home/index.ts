export { homeTitle } from './ui/home-title.ts';
