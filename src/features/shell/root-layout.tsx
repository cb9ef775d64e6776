import { Link, Outlet } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CartButton } from '../cart/cart-button';
import { AnalyticsConsentSlot } from '../consent/consent-slot';
import { PreviewSyncerSlot } from '../content/preview-syncer-slot';
import { useMarkets } from '../markets/use-market';
import { WishlistButton } from '../wishlist/wishlist-button';
import { AccountLink } from './account-link';
import { HeaderMenusSlot } from './header-menus-slot';
import { QuickOrderLink } from './quick-order-link';
import * as styles from './root-layout.css';

export function RootLayout() {
  const { t } = useTranslation();
  const { current } = useMarkets();
  const country = current.enadMarket;
  const footer = useRef<HTMLElement>(null);
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to="/$country/" params={{ country }} className={styles.logo} aria-label={t('shell.home')}>
          Statefront
        </Link>
        <nav aria-label={t('shell.mainNavigation')} className={styles.nav}>
          <HeaderMenusSlot />
          <span className={styles.unfolded}>
            <QuickOrderLink />
            <WishlistButton />
          </span>
          <CartButton />
          <AccountLink />
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer ref={footer} className={styles.footer}>
        <p className={styles.tagline}>{t('shell.tagline')}</p>
        <nav aria-label={t('shell.footerNavigation')}>
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/$country/terms/" params={{ country }} className={styles.footerLink}>
                {t('shell.terms')}
              </Link>
            </li>
            <li>
              <Link to="/$country/integrity/" params={{ country }} className={styles.footerLink}>
                {t('shell.integrity')}
              </Link>
            </li>
          </ul>
        </nav>
      </footer>
      <PreviewSyncerSlot />
      <AnalyticsConsentSlot footer={footer} />
    </div>
  );
}
