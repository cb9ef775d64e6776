import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { useHydrated } from '../../lib/use-hydrated';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { settingsQueryOptions } from '../markets/markets.queries';
import { useLoginFlow } from './login.flow';
import * as styles from './login-page.css';
import { VerificationBanner } from './verification-banner';

export function LoginPage({ redirect, verifyToken }: { redirect?: string; verifyToken?: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(api));
  const { actor, submit } = useLoginFlow({ redirect });
  // The page is prerendered (decision 033): what is typed or pressed before the app runs it would be lost.
  const hydrated = useHydrated();
  const state = useSelector(actor, (snapshot) => ({
    email: snapshot.context.email,
    password: snapshot.context.password,
    fieldErrors: snapshot.context.fieldErrors,
    errorKey: snapshot.context.errorKey,
    errorMessage: snapshot.context.errorMessage,
    isBusy: snapshot.hasTag('busy'),
    isError: snapshot.hasTag('error'),
  }));

  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <h1 id="login-heading">{t('login.title')}</h1>
      <VerificationBanner token={verifyToken} />
      {state.isError && (state.errorKey || state.errorMessage) && (
        <Alert variant="danger">
          {/* The shared generic text is common's (the namespace every page falls back to). */}
          {state.errorKey === 'somethingWentWrong'
            ? t('somethingWentWrong')
            : state.errorKey
              ? t(`login.${state.errorKey}`)
              : state.errorMessage}
        </Alert>
      )}
      <Form className={styles.form} onSubmit={submit}>
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={state.email}
          onChange={(value) => actor.send({ type: 'login.change', field: 'email', value })}
          errorMessage={state.fieldErrors.email ? t(`login.${state.fieldErrors.email}`) : undefined}
          isDisabled={!hydrated}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={state.password}
          onChange={(value) => actor.send({ type: 'login.change', field: 'password', value })}
          errorMessage={state.fieldErrors.password ? t(`login.${state.fieldErrors.password}`) : undefined}
          isDisabled={!hydrated}
        />
        <Button
          type="submit"
          size="lg"
          isPending={state.isBusy}
          isDisabled={!hydrated}
          pendingLabel={t('login.submit')}
        >
          {t('login.submit')}
        </Button>
      </Form>
      <p className={styles.links}>
        {settings.signupLinkEnabled && <a href="/signup/">{t('login.noAccount')}</a>}
        {settings.resetPasswordLinkEnabled && <a href="/reset-password/">{t('login.forgotPassword')}</a>}
      </p>
    </section>
  );
}
