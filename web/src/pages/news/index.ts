export { NewsPage } from './ui/news-page.tsx';
