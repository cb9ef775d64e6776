import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '../features/account/signup-page';
import { loadAccountTexts } from '../i18n/namespaces';

export const Route = createFileRoute('/signup')({
  // `invitation`: the token of a colleague's invitation link (issue 19); a malformed one is dropped.
  validateSearch: (search: Record<string, unknown>): { type?: 'business'; invitation?: string } => ({
    ...(search.type === 'business' ? { type: 'business' as const } : {}),
    ...(typeof search.invitation === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(search.invitation)
      ? { invitation: search.invitation }
      : {}),
  }),
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
  component: function SignupRoute() {
    const { type, invitation } = Route.useSearch();
    return <SignupPage type={type ?? 'consumer'} invitation={invitation} />;
  },
});
