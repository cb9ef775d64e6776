import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '../features/account/signup-page';
import { loadAccountTexts } from '../i18n/namespaces';
import { linkToken } from '../lib/search-params';

export const Route = createFileRoute('/signup')({
  // `invitation`: the token of a colleague's invitation link (issue 19), read as any mailed link's token (decision
  // 051). The router keeps a raw value this leaves out: a refused one is replaced by undefined, so it is gone.
  validateSearch: (search: Record<string, unknown>): { type?: 'business'; invitation?: string } => ({
    type: search.type === 'business' ? 'business' : undefined,
    invitation: linkToken(search.invitation),
  }),
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
  component: function SignupRoute() {
    const { type, invitation } = Route.useSearch();
    return <SignupPage type={type ?? 'consumer'} invitation={invitation} />;
  },
});
