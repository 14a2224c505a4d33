import { useUnit } from 'effector-react';
import { $brandLogo, $projectName } from '../model.ts';

/** The brand's logo with its name as the text alternative; the name alone when there is no logo. */
export function BrandLogo({ showName = false }: { showName?: boolean }) {
  const [logo, name] = useUnit([$brandLogo, $projectName]);
  return (
    <span className="brand">
      {logo ? <img className="brand-logo" src={logo} alt={showName ? '' : name} width={32} height={32} /> : null}
      {showName || !logo ? <span className="brand-name">{name}</span> : null}
    </span>
  );
}
