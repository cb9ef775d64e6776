import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Form } from 'react-aria-components';
import { fromPromise } from 'xstate';
import {
  type CartAtLogin,
  type LoginOutput,
  type LoginReply,
  loginMachine,
} from '../../../machines/login/login.machine';
import type { Cart } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { sameSitePath } from '../../lib/search-params';
import { useHydrated } from '../../lib/use-hydrated';
import { cartQueryKey } from '../../session/cart.queries';
import { sessionTokenFor } from '../../session/cart-start';
import { storeSignedInCompany } from '../../session/session-company';
import { useShopperSession } from '../../session/shopper-session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { topLevelItems } from '../cart/incognito-cart';
import { rebuildCart } from '../cart/rebuild-cart';
import { settingsQueryOptions } from '../markets/markets.queries';
import * as styles from './login-page.css';
import { VerificationBanner } from './verification-banner';

export function LoginPage({ redirect, verifyToken }: { redirect?: string; verifyToken?: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useShopperSession();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(api));

  const actor = useFlowActor(
    loginMachine.provide({
      actors: {
        // The session takes the token when this answers: it must have loaded (the route only started it).
        login: fromPromise(async ({ input }) => {
          await session.ready();
          return (await callData(api.app.POST('/api/enad/login/', { body: input }))) as LoginReply;
        }),
        resendVerification: fromPromise(({ input }) =>
          callData(api.app.POST('/api/enad/create-verify-link/', { body: { email: input.email } })),
        ),
        // A new session in the user's store group (the session knows the user by now: storeToken), with every
        // item added again at its prices.
        rebuildCart: fromPromise(async (): Promise<unknown> => {
          const items = topLevelItems(queryClient.getQueryData<Cart | null>(cartQueryKey));
          return rebuildCart(api, queryClient, session, items);
        }),
        storeOrganisation: fromPromise(async ({ input }) => {
          const organisation = input.login.user.organisations?.[0];
          if (!organisation) return;
          const token = await sessionTokenFor(api, session);
          await storeSignedInCompany(api, queryClient, token, input.login.user, organisation);
        }),
      },
      actions: {
        // The session keeps the token and reads the user; features wait for it (`ready`).
        storeToken: ({ event }) => {
          const { access_token, user } = (event as unknown as { output: LoginOutput }).output;
          session.current()?.send({
            type: 'session.signIn',
            userToken: access_token,
            ...(user.store_group_slug ? { storeGroupSlug: user.store_group_slug } : {}),
          });
        },
        redirect: () => {
          // `href`: the target may carry a search (`/my-account/company/?tab=users`), which `to` would take as path.
          // Parsed again where it is followed: the router may hand back a raw value its validation dropped.
          const target = sameSitePath(redirect);
          if (target) void navigate({ href: target });
          else void navigate({ to: '/my-account/overview/' });
        },
      },
    }),
  );
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

  const cartAtLogin = (): CartAtLogin => {
    const cart = queryClient.getQueryData<Cart | null>(cartQueryKey);
    return {
      storeGroupId: cart?.storeGroupId ?? null,
      itemCount: cart?.items.length ?? 0,
      companyRegistrationNumber: cart?.attributes?.company?.registrationNumber ?? null,
    };
  };

  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <h1 id="login-heading">{t('login.title')}</h1>
      <VerificationBanner token={verifyToken} />
      {state.isError && (state.errorKey || state.errorMessage) && (
        <Alert variant="danger">{state.errorKey ? t(`login.${state.errorKey}`) : state.errorMessage}</Alert>
      )}
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'login.submit', cart: cartAtLogin() });
        }}
      >
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
