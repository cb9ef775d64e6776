import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog, Modal } from '../../ui/dialog';
import { useMarkets } from '../markets/use-market';
import { WishlistItems } from './wishlist-items';
import * as styles from './wishlist-panel.css';

/** The wishlist panel. Opening it reads the list from storage again (the spec). */
export function WishlistPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shop', { useSuspense: true });
  const { current } = useMarkets();
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="md" sheet>
      <Dialog title={t('wishlist.title')} closeLabel={t('shell.close')}>
        <WishlistItems onNavigate={onClose} />
        <Link
          to="/$country/favorites/"
          params={{ country: current.enadMarket }}
          onClick={onClose}
          className={styles.more}
        >
          {t('wishlist.showAll')}
        </Link>
      </Dialog>
    </Modal>
  );
}
