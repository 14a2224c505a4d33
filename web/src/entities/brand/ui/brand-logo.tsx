import { useUnit } from 'effector-react';
import { $brandLogo, $projectName } from '../model.ts';
import './brand.css';

/** The brand's logo (a wordmark that carries the name) with the name as its text alternative; the name alone without one. */
export function BrandLogo() {
  const [logo, name] = useUnit([$brandLogo, $projectName]);
  return (
    <span className="brand">
      {logo ? <img className="brand-logo" src={logo} alt={name} width={160} height={40} /> : <span>{name}</span>}
    </span>
  );
}
