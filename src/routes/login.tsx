import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/account/login-page';
import { loadAccountTexts } from '../i18n/namespaces';
import { linkToken, sameSitePath } from '../lib/search-params';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; verify?: string } => {
    // Only a path of this site (no open redirect); an unusable value is dropped explicitly, not merged back.
    const redirect = sameSitePath(search.redirect);
    // The router keeps a raw value this leaves out: a refused token is replaced by undefined, so it is gone.
    return { ...(redirect ? { redirect } : {}), verify: linkToken(search.verify) };
  },
  // The login hands its token to the shopper session, and waits for it (not the page: the page is prerendered,
  // where no session loads, decision 033). It starts here when the browser keeps something of a shopper, else
  // with the login's press (decision 059).
  loader: ({ context: { i18n, session } }) => {
    void session.readyIfKept();
    return loadAccountTexts(i18n);
  },
  component: function LoginRoute() {
    const { redirect, verify } = Route.useSearch();
    return <LoginPage redirect={redirect} verifyToken={verify} />;
  },
});
