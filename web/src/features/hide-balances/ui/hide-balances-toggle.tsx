import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/index.ts';
import { $balancesHidden, hideBalancesToggled } from '../model.ts';

/** A toggle button: pressed while balances are hidden. */
export function HideBalancesToggle() {
  const { t } = useTranslation();
  const [hidden, toggle] = useUnit([$balancesHidden, hideBalancesToggled]);
  return (
    <Button variant="secondary" aria-pressed={hidden} onClick={() => toggle()}>
      {t('homeMoney.hideBalances')}
    </Button>
  );
}
