import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../shared/ui/index.ts';
import { $seiFailed, seiAuthorizeFx, seiOpened } from '../model.ts';

export function AuthSeiPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const [failed, pending, onOpen] = useUnit([$seiFailed, seiAuthorizeFx.pending, seiOpened]);
  useEffect(() => {
    onOpen(id);
  }, [id, onOpen]);
  return (
    <section aria-labelledby="sei-title">
      <h1 id="sei-title">{t('scp.seiTitle')}</h1>
      {pending ? <p role="status">{t('scp.seiWorking')}</p> : null}
      {failed || !id ? <Alert>{t('scp.seiFailed')}</Alert> : null}
    </section>
  );
}
