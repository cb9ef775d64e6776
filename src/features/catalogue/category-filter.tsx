import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { useMarkets } from '../markets/use-market';
import * as styles from './category-filter.css';
import { categoriesQueryOptions } from './products.queries';

/** Category links above the grid; the choice lives in the URL (`?category=`), so it can be shared. */
export function CategoryFilter({ category }: { category?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const { current: market } = useMarkets();
  const categories = useQuery(categoriesQueryOptions(api, market.enadMarket));
  const country = market.enadMarket;
  return (
    <nav aria-label={t('catalogue.categories')} className={styles.filter}>
      <Link
        to="/$country/"
        params={{ country }}
        search={{}}
        // Current only without a category: by default the router takes "All" (no search) as current on every
        // category too, and two categories read and looked current.
        activeOptions={{ exact: true }}
        className={styles.chip}
        aria-current={category ? undefined : 'page'}
      >
        {t('catalogue.allCategories')}
      </Link>
      {categories.data?.categories.map((entry) => (
        <Link
          key={entry.uri}
          to="/$country/"
          params={{ country }}
          search={{ category: entry.uri }}
          activeOptions={{ exact: true }}
          className={styles.chip}
          aria-current={entry.uri === category ? 'page' : undefined}
        >
          {entry.name} <span className={styles.count}>({entry.count})</span>
        </Link>
      ))}
    </nav>
  );
}
