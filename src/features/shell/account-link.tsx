import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { userQueryOptions } from '../account/user.queries';
import { useShopperSession } from '../session/shopper-session';
import * as styles from './root-layout.css';

/** 'My account' for a signed-in visitor, else 'Log in' (the user is fetched only with a user token). */
export function AccountLink() {
  const { t } = useTranslation();
  const api = useApi();
  const session = useShopperSession();
  const { data: user } = useQuery(userQueryOptions(api, session));
  return user ? (
    <Link to="/my-account/overview/" className={styles.navLink}>
      {t('shell.account')}
    </Link>
  ) : (
    <Link to="/login/" className={styles.navLink}>
      {t('shell.login')}
    </Link>
  );
}
