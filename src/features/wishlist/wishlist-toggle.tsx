import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { wishlistMachine } from '../../../machines/wishlist/wishlist.machine';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { Button } from '../../ui/button';
import { HeartIcon } from '../../ui/icons';
import {
  onWishlistChanged,
  readWishlistEntries,
  wishlistEntry,
  writeWishlistEntries,
} from './wishlist-storage';
import * as styles from './wishlist-toggle.css';

/** The heart of a product: renders the wishlist machine over browser storage. */
export function WishlistToggle({ productNumber, color }: { productNumber: string; color?: string }) {
  const { t } = useTranslation('shop', { useSuspense: true });
  const entry = wishlistEntry(productNumber, color);
  const actor = useFlowActor(
    wishlistMachine.provide({
      actions: { persist: ({ context }) => writeWishlistEntries(context.entries) },
    }),
    { input: { entries: readWishlistEntries() } },
  );
  // The panel (or another tab) may change the list while the product shows: the heart follows.
  useEffect(
    () => onWishlistChanged(() => actor.send({ type: 'wishlist.reload', entries: readWishlistEntries() })),
    [actor],
  );
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
