import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '../../features/account/new-password-page';
import { loadAccountTexts } from '../../i18n/namespaces';

export const Route = createFileRoute('/reset-password/new')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && /^[\w-]{8,}$/.test(search.token) ? { token: search.token } : {},
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
  component: function NewPasswordRoute() {
    const { token } = Route.useSearch();
    return <NewPasswordPage token={token ?? ''} />;
  },
});
