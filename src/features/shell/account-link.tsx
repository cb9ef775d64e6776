import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useUser } from '../../session/user.queries';
import * as styles from './root-layout.css';

/** 'My account' for a signed-in visitor, else 'Log in' (the user is fetched only with a user token). */
export function AccountLink() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  return (
    <Link to={user ? '/my-account/overview/' : '/login/'} className={styles.navLink}>
      {/* Both labels hold their place, the other one unseen: the header does not move when the session,
          loaded after the first paint, shows who is signed in (CLS 0, decision 040). */}
      <span className={styles.sameWidthLabels}>
        <span className={user ? styles.unseenLabel : undefined} aria-hidden={!!user}>
          {t('shell.login')}
        </span>
        <span className={user ? undefined : styles.unseenLabel} aria-hidden={!user}>
          {t('shell.account')}
        </span>
      </span>
    </Link>
  );
}
