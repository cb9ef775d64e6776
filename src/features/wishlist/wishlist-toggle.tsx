import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { HeartIcon } from '../../ui/icons';
import { useWishlistFlow } from './wishlist.flow';
import { readWishlistEntries, wishlistEntry } from './wishlist-storage';
import * as styles from './wishlist-toggle.css';

/** The heart of a product: renders the wishlist machine over browser storage. */
export function WishlistToggle({ productNumber, color }: { productNumber: string; color?: string }) {
  const { t } = useTranslation('shop', { useSuspense: true });
  const entry = wishlistEntry(productNumber, color);
  // The panel (or another tab) may change the list while the product shows: the heart follows.
  const actor = useWishlistFlow({ entries: readWishlistEntries(), followStoredList: true });
  const onList = useSelector(actor, (snapshot) => snapshot.context.entries.includes(entry));
  const justAdded = useSelector(actor, (snapshot) => snapshot.hasTag('added'));
  return (
    <div className={styles.toggle}>
      <Button
        variant="secondary"
        aria-pressed={onList}
        onPress={() => actor.send({ type: 'wishlist.toggle', entry })}
      >
        <HeartIcon className={onList ? styles.filled : undefined} />
        {t(onList ? 'wishlist.remove' : 'wishlist.add')}
      </Button>
      <span role="status" className={styles.flag}>
        {justAdded ? t('wishlist.added') : ''}
      </span>
    </div>
  );
}
