import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CompanyTab } from '../../lib/search-params';
import { useUser } from '../../session/user.queries';
import { Alert } from '../../ui/alert';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './account-pages.css';

// The tabs, the form and the users list (react-aria collections) load after the page has painted, so a
// first visit stays within its budget.
const CompanyAdministration = lazy(() =>
  import('./company-administration').then((module) => ({ default: module.CompanyAdministration })),
);

/** /my-account/company/: the company information page with its tabs (basic, media, users). */
export function CompanyPage({ tab }: { tab: CompanyTab }) {
  const { t } = useTranslation('account');
  const user = useUser();
  return (
    <section aria-labelledby="company-heading" className={styles.page}>
      <p>
        <Link to="/my-account/overview/">{t('overview.back')}</Link>
      </p>
      <h1 id="company-heading">{t('company.title')}</h1>
      {user.isPending ? (
        <Skeleton height="24rem" />
      ) : user.data ? (
        <Suspense fallback={<Skeleton height="24rem" />}>
          <CompanyAdministration user={user.data} tab={tab} />
        </Suspense>
      ) : (
        <Alert variant="danger">{t('overview.loadFailed')}</Alert>
      )}
    </section>
  );
}
