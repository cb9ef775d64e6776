import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { useShopperSession } from '../../session/shopper-session';
import { userQueryOptions } from '../../session/user.queries';
import { Skeleton } from '../../ui/skeleton';
import { settingsQueryOptions } from '../markets/markets.queries';
import { ConsumerSignupForm } from './consumer-signup-form';
import * as styles from './signup-page.css';

// Most visitors sign up as consumers: the much larger business form loads only when it is chosen.
const BusinessSignupForm = lazy(() =>
  import('./business-signup-form').then((module) => ({ default: module.BusinessSignupForm })),
);
// A signed-in user registers a company for their account: the business form's company part (issue 32).
const CompanyRegistrationForm = lazy(() =>
  import('./company-registration-form').then((module) => ({ default: module.CompanyRegistrationForm })),
);

export type AccountType = 'consumer' | 'business';

/**
 * /signup/: the consumer form, and the business form when the settings enable organisation signup. The
 * choice is a link (`?type=business`), so either form can be linked to and survives a reload.
 */
export function SignupPage({ type, invitation }: { type: AccountType; invitation?: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(api));
  const session = useShopperSession();
  const user = useQuery(userQueryOptions(api, session));
  // An invited colleague signs up as a person: the company exists already.
  const showBusiness = settings.organisationSignupEnabled && type === 'business' && !invitation;
  // Signed in: no account to create, the company is registered for the user's own (issue 32).
  if (showBusiness && user.data)
    return (
      <section className={styles.page} aria-labelledby="signup-heading">
        <h1 id="signup-heading">{t('companyRegistration.title')}</h1>
        <Suspense fallback={<Skeleton height="40rem" />}>
          <CompanyRegistrationForm user={user.data} />
        </Suspense>
      </section>
    );
  return (
    <section className={styles.page} aria-labelledby="signup-heading">
      <h1 id="signup-heading">{t('signup.title')}</h1>
      {settings.organisationSignupEnabled && (
        <nav aria-label={t('signup.accountType')} className={styles.accountTypes}>
          {(['consumer', 'business'] as const).map((option) => (
            <Link
              key={option}
              to="/signup/"
              search={option === 'business' ? { type: 'business' as const } : {}}
              replace
              className={styles.accountType}
              // Exact, search included: otherwise the consumer link (no search) is current on both forms.
              activeOptions={{ exact: true, includeSearch: true }}
            >
              {t(option === 'business' ? 'signup.businessTab' : 'signup.consumerTab')}
            </Link>
          ))}
        </nav>
      )}
      {showBusiness && user.isPending ? (
        <Skeleton height="40rem" />
      ) : showBusiness ? (
        <Suspense fallback={<Skeleton height="40rem" />}>
          <BusinessSignupForm />
        </Suspense>
      ) : (
        <ConsumerSignupForm invitation={invitation} />
      )}
    </section>
  );
}
