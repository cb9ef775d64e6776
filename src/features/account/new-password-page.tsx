import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Form } from '../../ui/form';
import { PasswordField, passwordChecks, passwordStrength } from '../../ui/password-field';
import * as styles from './login-page.css';
import { useNewPasswordFlow } from './new-password.flow';

/** /reset-password/new/?token=: renders the new-password machine; without a token, the expired-link message. */
export function NewPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('account');
  // A link without its token can only fail (the call needs one): say so as for an expired link, never
  // show the contract's English refusal after the visitor has typed a password.
  return (
    <section className={styles.page} aria-labelledby="new-password-heading">
      <h1 id="new-password-heading">{t('newPassword.title')}</h1>
      {token ? <NewPasswordFlow token={token} /> : <ExpiredLink />}
    </section>
  );
}

/** The expired-link message with its link to ask for a new one (the spec's passwordLinkExpired). */
function ExpiredLink() {
  const { t } = useTranslation('account');
  return (
    <Alert variant="danger" title={t('newPassword.passwordLinkExpired')}>
      <a href="/reset-password/">{t('newPassword.requestNew')}</a>
    </Alert>
  );
}

function NewPasswordFlow({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const actor = useNewPasswordFlow({ token });
  const snapshot = useSelector(actor, (current) => current);
  const { password, confirm, fieldErrors, errorMessage, errorKey } = snapshot.context;
  const checks = passwordChecks(password);

  let body: ReactNode;
  if (snapshot.matches('success')) {
    body = (
      <Card heading={t('newPassword.successTitle')} headingLevel={2}>
        <p>{t('newPassword.successText')}</p>
        <a href="/login/">{t('login.title')}</a>
      </Card>
    );
  } else if (snapshot.matches('expired')) {
    body = <ExpiredLink />;
  } else {
    body = (
      <>
        {/* Without a text of its own, the shared generic one (common's: every page falls back to it). */}
        {(errorMessage || errorKey) && (
          <Alert variant="danger">{errorMessage ?? t('somethingWentWrong')}</Alert>
        )}
        <Form className={styles.form} onSubmit={() => actor.send({ type: 'newPassword.submit' })}>
          <PasswordField
            label={t('newPassword.password')}
            autoComplete="new-password"
            value={password}
            onChange={(value) => actor.send({ type: 'newPassword.change', field: 'password', value })}
            errorMessage={fieldErrors.password ? t(`newPassword.${fieldErrors.password}`) : undefined}
            showLabel={t('login.showPassword')}
            checksLabel={t('newPassword.checks')}
            metLabel={t('signup.met')}
            unmetLabel={t('signup.unmet')}
            checks={[
              { label: t('newPassword.checkLength'), met: checks.length },
              { label: t('newPassword.checkDigit'), met: checks.digit },
              { label: t('newPassword.checkSpecial'), met: checks.special },
            ]}
            strength={passwordStrength(password)}
            strengthLabel={t('newPassword.strength')}
          />
          <PasswordField
            label={t('newPassword.confirm')}
            autoComplete="new-password"
            value={confirm}
            onChange={(value) => actor.send({ type: 'newPassword.change', field: 'confirm', value })}
            errorMessage={fieldErrors.confirm ? t(`newPassword.${fieldErrors.confirm}`) : undefined}
            showLabel={t('login.showPassword')}
          />
          <Button type="submit" isPending={snapshot.hasTag('busy')} pendingLabel={t('newPassword.submit')}>
            {t('newPassword.submit')}
          </Button>
        </Form>
      </>
    );
  }
  return body;
}
