import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { resendCountdownMs } from '../../../machines/forgot-password/forgot-password.machine';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { useForgotPasswordFlow } from './forgot-password.flow';
import * as styles from './login-page.css';

/** m:ss of the time left, as the spec shows the resend countdown. */
export const countdownText = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Ticks once a second while the check-e-mail card waits; the machine's own delay decides the end. */
function useCountdown(isRunning: boolean) {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    setDeadline(Date.now() + resendCountdownMs);
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  return countdownText(deadline - now);
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const actor = useForgotPasswordFlow();
  const snapshot = useSelector(actor, (current) => current);
  const state = {
    matches: snapshot.matches.bind(snapshot),
    email: snapshot.context.email,
    fieldError: snapshot.context.fieldError,
    errorMessage: snapshot.context.errorMessage,
    errorKey: snapshot.context.errorKey,
    isBusy: snapshot.hasTag('busy'),
  };
  const countdown = useCountdown(state.matches({ checkEmail: 'waiting' }));

  let body: ReactNode;
  if (state.matches('checkEmail')) {
    body = (
      <Card heading={t('forgotPassword.checkEmailTitle')} headingLevel={2}>
        <p>{t('forgotPassword.checkEmailText', { email: state.email })}</p>
        {state.matches({ checkEmail: 'waiting' }) ? (
          <p role="timer" aria-live="off">
            {t('forgotPassword.resendIn', { time: countdown })}
          </p>
        ) : (
          <Button
            variant="secondary"
            isPending={state.isBusy}
            onPress={() => actor.send({ type: 'forgotPassword.resend' })}
          >
            {t('forgotPassword.resend')}
          </Button>
        )}
      </Card>
    );
  } else if (state.matches('emailNotVerified') || state.matches('sendingVerification')) {
    body = (
      <Card heading={t('forgotPassword.notVerifiedTitle')} headingLevel={2}>
        <p>{t('forgotPassword.notVerifiedText')}</p>
        <Button
          isPending={state.isBusy}
          onPress={() => actor.send({ type: 'forgotPassword.sendVerification' })}
        >
          {t('forgotPassword.sendVerification')}
        </Button>
      </Card>
    );
  } else if (state.matches('emailVerfySent')) {
    body = (
      <Card heading={t('forgotPassword.verifySentTitle')} headingLevel={2}>
        <p>{t('forgotPassword.verifySentText', { email: state.email })}</p>
      </Card>
    );
  } else if (state.matches('emailNotFound')) {
    body = (
      <Card heading={t('forgotPassword.notFoundTitle')} headingLevel={2}>
        <p>{t('forgotPassword.notFoundText')}</p>
        <p className={styles.links}>
          <a href="/signup/">{t('forgotPassword.signUp')}</a>
          <Button variant="ghost" onPress={() => actor.send({ type: 'forgotPassword.restart' })}>
            {t('forgotPassword.tryAgain')}
          </Button>
        </p>
      </Card>
    );
  } else {
    body = (
      <>
        {/* Without a text of its own, the shared generic one (common's: every page falls back to it). */}
        {(state.errorMessage || state.errorKey) && (
          <Alert variant="danger">{state.errorMessage ?? t('somethingWentWrong')}</Alert>
        )}
        <p>{t('forgotPassword.intro')}</p>
        <Form className={styles.form} onSubmit={() => actor.send({ type: 'forgotPassword.submit' })}>
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={state.email}
            onChange={(email) => actor.send({ type: 'forgotPassword.change', email })}
            errorMessage={state.fieldError ? t('login.emailValidation') : undefined}
          />
          <Button type="submit" isPending={state.isBusy} pendingLabel={t('forgotPassword.submit')}>
            {t('forgotPassword.submit')}
          </Button>
        </Form>
      </>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">{t('forgotPassword.title')}</h1>
      {body}
      <p className={styles.links}>
        <a href="/signup/">{t('forgotPassword.signUp')}</a>
        <a href="/login/">{t('login.title')}</a>
      </p>
    </section>
  );
}
