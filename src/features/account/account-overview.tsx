import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/api-context';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { logout } from './logout';
import { userQueryOptions } from './user.queries';

/** /my-account/overview/: the signed-in landing page (the account issue adds its sections). */
export function AccountOverview() {
  const { t } = useTranslation('account');
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useQuery(userQueryOptions(api));
  return (
    <section aria-labelledby="account-heading">
      <h1 id="account-heading">{t('overview.title')}</h1>
      {user.isPending ? (
        <Skeleton height="3rem" />
      ) : user.data ? (
        <>
          <p>{t('overview.greeting', { name: user.data.first_name })}</p>
          <p>{t('overview.signedInAs', { email: user.data.email })}</p>
        </>
      ) : (
        <Alert variant="danger">{t('overview.loadFailed')}</Alert>
      )}
      <p>
        <Link to="/my-account/orders/">{t('overview.orders')}</Link>
      </p>
      <Button
        variant="secondary"
        onPress={() => {
          logout(queryClient);
          void navigate({ to: '/' });
        }}
      >
        {t('overview.logout')}
      </Button>
    </section>
  );
}
