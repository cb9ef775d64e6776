import { Button } from './button';
import * as styles from './pager.css';

export interface PagerTexts {
  previous: string;
  next: string;
  /** 'Page 2 of 5', in the caller's language. */
  pageOf: (page: number, total: number) => string;
}

/** Previous / next with 'page X of Y'; `label` names the navigation (e.g. 'Pages of companies'). */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
  texts,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
  texts: PagerTexts;
}) {
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button size="sm" variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {texts.previous}
      </Button>
      <span>{texts.pageOf(page, totalPages)}</span>
      <Button size="sm" variant="secondary" isDisabled={page >= totalPages} onPress={() => onPage(page + 1)}>
        {texts.next}
      </Button>
    </nav>
  );
}
