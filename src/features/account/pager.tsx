import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import * as styles from './account-pages.css';

/** Previous / next with 'page X of Y'. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={label} className={styles.actions}>
      <Button size="sm" variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {t('company.previous')}
      </Button>
      <span>{t('company.pageOf', { page, total: totalPages })}</span>
      <Button size="sm" variant="secondary" isDisabled={page >= totalPages} onPress={() => onPage(page + 1)}>
        {t('company.next')}
      </Button>
    </nav>
  );
}
