import { type ComponentType, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '../../../shared/routes/index.ts';
import { AfterPageShown } from './after-page-shown.tsx';

export interface MainNavProps {
  /** the landmark's name ("Main navigation") */
  label: string;
  /** the menu button's text ("Menu") */
  menuLabel: string;
  /** the list's items: the same links (with their badges) at every width */
  children: ReactNode;
}

export interface MenuButtonProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  /** the id of the list it opens */
  controls: string;
  label: string;
  onToggle: () => void;
}

/**
 * Until the react-aria button's chunk is there (menu-button.tsx, loaded once the page is shown: react-aria before
 * /home's first paint would delay it, web README "Loading fast"), the same button, native: same attributes, same
 * behaviour, so a phone's menu works from the first paint.
 */
function NativeMenuButton({ buttonRef, open, controls, label, onToggle }: MenuButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="btn btn-secondary main-nav-button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="main-nav-icon" aria-hidden="true" />
      {label}
    </button>
  );
}

let loadedButton: ComponentType<MenuButtonProps> | undefined;

/** Loads the react-aria menu button once (rendered inside AfterPageShown) and hands it over. */
function LoadMenuButton({ onLoaded }: { onLoaded: (c: ComponentType<MenuButtonProps>) => void }) {
  useEffect(() => {
    let live = true;
    import('./menu-button.tsx').then(
      (m) => {
        loadedButton = m.MenuButton;
        if (live) onLoaded(m.MenuButton);
      },
      () => undefined, // a chunk that fails to load (a deploy in between): the native button stays
    );
    return () => {
      live = false;
    };
  }, [onLoaded]);
  return null;
}

/**
 * The signed-in header's main navigation (spec 1 §2), one list at every width. At phablet and below (spec 1 §9
 * "phablet 871", shared/ui/breakpoints.ts; layouts.css) the list is collapsed behind a menu button with
 * aria-expanded and aria-controls naming the list; Escape closes it and gives the focus back to the button, and
 * following a link closes it (the menu is open for the address it was opened on). Above phablet the button is not
 * shown and the list always is. The profile menu is not folded in: its row scrolls sideways at any width
 * (layouts.css .profile-menu), so its entries and badges stay one tap away.
 */
export function MainNav({ label, menuLabel, children }: MainNavProps) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // open for the address it was opened on: a link followed (a new address) closes it with no effect to run
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const [Aria, setAria] = useState<ComponentType<MenuButtonProps> | undefined>(() => loadedButton);
  const hadFocus = useRef(false);
  const [onLoaded] = useState(() => (c: ComponentType<MenuButtonProps>) => {
    hadFocus.current = document.activeElement !== null && document.activeElement === button.current;
    setAria(() => c);
  });
  useEffect(() => {
    // the react-aria button replaced the native one: the focus stays on the menu button
    if (Aria && hadFocus.current) button.current?.focus();
    hadFocus.current = false;
  }, [Aria]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const inside = nav.current?.contains(document.activeElement) === true;
      setOpenAt(null);
      if (inside) button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const props: MenuButtonProps = {
    buttonRef: button,
    open,
    controls: listId,
    label: menuLabel,
    onToggle: () => setOpenAt(open ? null : pathname),
  };
  const MenuButton = Aria ?? NativeMenuButton;
  return (
    <nav ref={nav} aria-label={label} className="main-nav" data-open={open ? 'true' : undefined}>
      <MenuButton {...props} />
      {Aria ? null : (
        <AfterPageShown>
          <LoadMenuButton onLoaded={onLoaded} />
        </AfterPageShown>
      )}
      <ul id={listId}>{children}</ul>
    </nav>
  );
}
