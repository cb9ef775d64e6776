import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/account/login-page';
import { loadAccountTexts } from '../i18n/namespaces';

/** Only a path of this site may be a login-redirect target (no open redirect). */
const redirectTarget = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = redirectTarget(search.redirect);
    return redirect ? { redirect } : {};
  },
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});
