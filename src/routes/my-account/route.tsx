import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAccountTexts } from '../../i18n/namespaces';

export const Route = createFileRoute('/my-account')({
  // Every account page needs a signed-in user; the login brings the visitor back here.
  beforeLoad: async ({ location, context: { session } }) => {
    const { userToken } = (await session.ready()).getSnapshot().context;
    if (!userToken) throw redirect({ to: '/login/', search: { redirect: location.href } });
  },
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
});
