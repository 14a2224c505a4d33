import { useUnit } from 'effector-react';
import { $brandLogo, $projectName } from '../model.ts';
import './brand.css';

/**
 * What an inline logo may not hold: an element other than shapes and text (script, image, use, foreignObject,
 * style), an event handler, a link or a style attribute. Such a logo is shown as an `<img>`, where an SVG runs
 * nothing and loads nothing; the CSP (script-src 'self') would stop a handler all the same.
 */
const unsafeSvg =
  /<(?!\/?(?:svg|g|rect|circle|ellipse|line|path|polygon|polyline|text|tspan)[\s/>])|[\s/](?:on|style|\w*href)/i;

/**
 * The brand's logo (a wordmark that carries the name) with the name as its text alternative; the name alone without
 * one. The brand's SVG (a data URL, brands' schema) goes inline, so it paints with the first paint instead of as an
 * image decoded after it (it is /login's largest element); an `<img>` when it holds more than shapes and text.
 */
export function BrandLogo() {
  const [logo, name] = useUnit([$brandLogo, $projectName]);
  const svg = logo ? decodeURIComponent(logo.slice(logo.indexOf(',') + 1)) : '';
  return (
    <span className="brand">
      {svg && !unsafeSvg.test(svg) ? (
        <span className="brand-logo" role="img" aria-label={name} dangerouslySetInnerHTML={{ __html: svg }} />
      ) : logo ? (
        <img className="brand-logo" src={logo} alt={name} width={160} height={40} />
      ) : (
        <span>{name}</span>
      )}
    </span>
  );
}
