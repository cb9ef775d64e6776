import { useTranslation } from '../../i18n/use-translation';
import { WishlistItems } from './wishlist-items';

/** /{country}/favorites/: the wishlist as a page. */
export function FavouritesPage() {
  const { t } = useTranslation('shop');
  return (
    <section aria-labelledby="favourites-heading">
      <h1 id="favourites-heading">{t('wishlist.title')}</h1>
      <WishlistItems />
    </section>
  );
}
