import { Link } from '@tanstack/react-router';
import type { ShopperSessionContext } from '../../../machines/shopper-session/shopper-session.selectors';
import { useTranslation } from '../../i18n/use-translation';
import { useShopperSessionValue } from '../../session/shopper-session';
import { useMarkets } from '../markets/use-market';
import * as styles from './root-layout.css';

/** A signed-in business user: a member of a company, or a super admin (who acts for any). */
export const isBusinessShopper = (context: ShopperSessionContext) =>
  Boolean(context.user && (context.user.is_super_admin || context.user.organisations.length > 0));

/** The header's link to quick order, for signed-in business users (from the tablet; the phone's menu has it). */
export function QuickOrderLink() {
  const { t } = useTranslation();
  const { current } = useMarkets();
  const isBusiness = useShopperSessionValue(isBusinessShopper);
  if (!isBusiness) return null;
  return (
    <Link to="/$country/quick-order/" params={{ country: current.enadMarket }} className={styles.navLink}>
      {t('shell.quickOrder')}
    </Link>
  );
}
