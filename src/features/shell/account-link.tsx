import { useTranslation } from 'react-i18next';
import { readCookie, userTokenCookie } from '../../lib/cookies';
import * as styles from './root-layout.css';

/** 'My account' for a signed-in visitor (a user token cookie is present), else 'Log in'. */
export function AccountLink() {
  const { t } = useTranslation();
  const signedIn = Boolean(readCookie(userTokenCookie));
  return (
    <a href={signedIn ? '/my-account/overview/' : '/login/'} className={styles.navLink}>
      {t(signedIn ? 'shell.account' : 'shell.login')}
    </a>
  );
}
