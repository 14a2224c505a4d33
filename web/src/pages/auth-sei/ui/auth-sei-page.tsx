import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../shared/routes/index.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { $seiFailed, $seiPending, AuthSeiPageGate } from '../model.ts';

export function AuthSeiPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  useGate(AuthSeiPageGate, { id });
  const [failed, pending] = useUnit([$seiFailed, $seiPending]);
  return (
    <section aria-labelledby="sei-title">
      <h1 id="sei-title">{t('scp.seiTitle')}</h1>
      {pending ? <p role="status">{t('scp.seiWorking')}</p> : null}
      {failed || !id ? <Alert>{t('scp.seiFailed')}</Alert> : null}
    </section>
  );
}
