import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/account/login-page';
import { loadAccountTexts } from '../i18n/namespaces';

/** Only a path of this site may be a login-redirect target (no open redirect). */
const redirectTarget = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; verify?: string } => {
    const redirect = redirectTarget(search.redirect);
    const verify =
      typeof search.verify === 'string' && /^[\w-]{8,}$/.test(search.verify) ? search.verify : undefined;
    return { ...(redirect ? { redirect } : {}), ...(verify ? { verify } : {}) };
  },
  // The login hands its token to the shopper session: it must have loaded.
  loader: ({ context: { i18n, session } }) => Promise.all([loadAccountTexts(i18n), session.ready()]),
  component: function LoginRoute() {
    const { redirect, verify } = Route.useSearch();
    return <LoginPage redirect={redirect} verifyToken={verify} />;
  },
});
