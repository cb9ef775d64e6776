import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { cartQueryOptions } from '../../session/cart.queries';
import { useShopperSession } from '../../session/shopper-session';
import { useUser } from '../../session/user.queries';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { useMarkets } from '../markets/use-market';
import * as styles from './account-pages.css';
import { logout } from './logout';

// A company buyer's budget this period and the cart's approval note (issue 33), in its own chunk.
const ApprovalOutlook = lazy(() =>
  import('./approval-outlook').then((module) => ({ default: module.ApprovalOutlook })),
);

/** /my-account/overview/: the signed-in landing page with the account's sections. */
export function AccountOverview() {
  const { t } = useTranslation('account');
  const session = useShopperSession();
  const navigate = useNavigate();
  const { current } = useMarkets();
  const user = useUser();
  const cart = useQuery(cartQueryOptions(useApi(), session));
  return (
    <section aria-labelledby="account-heading" className={styles.page}>
      <h1 id="account-heading">{t('overview.title')}</h1>
      {user.isPending ? (
        <Skeleton height="3rem" />
      ) : user.data ? (
        <>
          <p>{t('overview.greeting', { name: user.data.first_name })}</p>
          <p>{t('overview.signedInAs', { email: user.data.email })}</p>
          {current && user.data.organisations.length > 0 && (
            <Suspense fallback={null}>
              <ApprovalOutlook cart={cart.data} market={current} />
            </Suspense>
          )}
        </>
      ) : (
        <Alert variant="danger">{t('overview.loadFailed')}</Alert>
      )}
      <nav aria-label={t('overview.sections')}>
        <ul className={styles.nav}>
          <li>
            <Link to="/my-account/information/">{t('overview.information')}</Link>
          </li>
          <li>
            <Link to="/my-account/company/">{t('overview.company')}</Link>
          </li>
          <li>
            <Link to="/my-account/orders/">{t('overview.orders')}</Link>
          </li>
          <li>
            <Link to="/$country/favorites/" params={{ country: current.country.toLowerCase() }}>
              {t('overview.favourites')}
            </Link>
          </li>
          <li>
            {/* Print files are the company's media (the media tab). */}
            <Link to="/my-account/company/" search={{ tab: 'media' }}>
              {t('overview.printFiles')}
            </Link>
          </li>
        </ul>
      </nav>
      <Button
        variant="secondary"
        onPress={() => {
          void logout(session).then(() => navigate({ to: '/' }));
        }}
      >
        {t('overview.logout')}
      </Button>
    </section>
  );
}
