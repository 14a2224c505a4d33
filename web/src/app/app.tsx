import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n/index.ts';
import type { AppRouter } from './router.tsx';

export function App({ scope, router }: { scope: Scope; router: AppRouter }) {
  return (
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <router.Routes />
      </I18nextProvider>
    </Provider>
  );
}
