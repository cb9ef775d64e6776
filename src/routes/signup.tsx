import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '../features/account/signup-page';
import { loadAccountTexts } from '../i18n/namespaces';

export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { type?: 'business' } =>
    search.type === 'business' ? { type: 'business' } : {},
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
  component: function SignupRoute() {
    const { type } = Route.useSearch();
    return <SignupPage type={type ?? 'consumer'} />;
  },
});
