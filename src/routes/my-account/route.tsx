import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAccountTexts } from '../../i18n/namespaces';
import { readCookie, userTokenCookie } from '../../lib/cookies';

export const Route = createFileRoute('/my-account')({
  // Every account page needs a signed-in user; the login brings the visitor back here.
  beforeLoad: ({ location }) => {
    if (!readCookie(userTokenCookie)) throw redirect({ to: '/login/', search: { redirect: location.href } });
  },
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
});
