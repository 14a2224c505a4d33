import { useGate } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from '../../../features/announcements/index.ts';
import { NewsPageGate } from '../model.ts';

/** /news: every announcement; opening one reads it, one that needs confirmation takes accept or decline. */
export function NewsPage() {
  useGate(NewsPageGate);
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('announcements.newsTitle')}</h1>
      <section className="panel" aria-label={t('announcements.title')}>
        <AnnouncementList headingLevel={2} />
      </section>
    </>
  );
}
