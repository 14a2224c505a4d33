import { Button } from './button.tsx';

/** How many pages a list of `total` rows takes at `pageSize` a page: at least one (the empty list's). */
export function pagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** the list it pages, for the navigation's name */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** "Page 2 of 5" */
  pageLabel: string;
  busy?: boolean;
}

/**
 * Previous / page n of m / next under a paged list (spec 2 §9's page sizes). A module of its own, not in the kit's
 * barrel (which /login loads): the pages with a paged list import it.
 */
export function Pager({ page, pages, onPage, label, previousLabel, nextLabel, pageLabel, busy }: PagerProps) {
  return (
    <nav aria-label={label} className="pager history-pager">
      <Button variant="secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <span>{pageLabel}</span>
      <Button variant="secondary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
