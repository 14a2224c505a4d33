import { Button } from 'react-aria-components';
import type { MenuButtonProps } from './main-nav.tsx';

/**
 * The main navigation's menu button on react-aria (press, keyboard and focus handling of the kit): a chunk of its
 * own, loaded once the page is shown (main-nav.tsx), with the react-aria code the toast region loads then too.
 */
export function MenuButton({ buttonRef, open, controls, label, onToggle }: MenuButtonProps) {
  return (
    <Button
      ref={buttonRef}
      className="btn btn-secondary main-nav-button"
      aria-expanded={open}
      aria-controls={controls}
      onPress={onToggle}
    >
      <span className="main-nav-icon" aria-hidden="true" />
      {label}
    </Button>
  );
}
