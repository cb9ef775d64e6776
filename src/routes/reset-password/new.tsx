import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '../../features/account/new-password-page';
import { loadAccountTexts } from '../../i18n/namespaces';
import { linkToken } from '../../lib/search-params';

export const Route = createFileRoute('/reset-password/new')({
  // The router keeps a raw value this leaves out: a refused token is replaced by undefined, so it is gone.
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: linkToken(search.token),
  }),
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
  component: function NewPasswordRoute() {
    const { token } = Route.useSearch();
    return <NewPasswordPage token={token ?? ''} />;
  },
});
