export { CardsPage } from './ui/cards-page.tsx';
export { CardDetailPage } from './ui/card-detail-page.tsx';
export { CardPinPage } from './ui/card-pin-page.tsx';
