import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { newPasswordMachine } from '../../../machines/new-password/new-password.machine';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { useLatest } from '../../lib/use-latest';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PasswordField, passwordChecks, passwordStrength } from '../../ui/password-field';
import * as styles from './login-page.css';

/** /reset-password/new/?token=: renders the new-password machine. */
export function NewPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const latestToken = useLatest(token);
  const actor = useFlowActor(
    newPasswordMachine.provide({
      actors: {
        resetPassword: fromPromise(({ input }) =>
          callData(
            api.app.POST('/api/enad/reset-password/', {
              body: { password: input.password, reset_password_token: latestToken.current },
            }),
          ),
        ),
      },
    }),
  );
  const snapshot = useSelector(actor, (current) => current);
  const { password, confirm, fieldErrors, errorMessage } = snapshot.context;
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
    body = (
      <Alert variant="danger" title={t('newPassword.passwordLinkExpired')}>
        <a href="/reset-password/">{t('newPassword.requestNew')}</a>
      </Alert>
    );
  } else {
    body = (
      <>
        {errorMessage && <Alert variant="danger">{errorMessage}</Alert>}
        <Form
          className={styles.form}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'newPassword.submit' });
          }}
        >
          <PasswordField
            label={t('newPassword.password')}
            autoComplete="new-password"
            value={password}
            onChange={(value) => actor.send({ type: 'newPassword.change', field: 'password', value })}
            errorMessage={fieldErrors.password ? t(`newPassword.${fieldErrors.password}`) : undefined}
            showLabel={t('login.showPassword')}
            checksLabel={t('newPassword.checks')}
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
  return (
    <section className={styles.page} aria-labelledby="new-password-heading">
      <h1 id="new-password-heading">{t('newPassword.title')}</h1>
      {body}
    </section>
  );
}
