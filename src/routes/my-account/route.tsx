import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAccountTexts } from '../../i18n/namespaces';

export const Route = createFileRoute('/my-account')({
  // Every account page needs a signed-in user; the login brings the visitor back here.
  beforeLoad: async ({ location, preload, navigate, context: { session, queryClient, api } }) => {
    // Like /favorites, each account page reads the wishlist again (here, as the loader runs only once
    // for the pages of this layout); not awaited, nothing here shows it. Imported here, because beforeLoad
    // is part of the entry: a static import put the wishlist's queries (9 kB gzip) into every first paint.
    const reloadWishlist = () => {
      if (!preload)
        void import('../../features/wishlist/wishlist.queries').then((wishlist) =>
          wishlist.reloadWishlist(queryClient, api, session),
        );
    };
    const userToken = session.ready().then((actor) => actor.getSnapshot().context.userToken);
    if (session.isHydrating()) {
      // A prerendered shell (decision 040) shows nothing private and reads nothing stored: it hydrates first;
      // then a visitor who is not signed in is sent on.
      void userToken.then((token) =>
        token
          ? reloadWishlist()
          : navigate({ to: '/login/', search: { redirect: location.href }, replace: true }),
      );
      return;
    }
    if (!(await userToken)) throw redirect({ to: '/login/', search: { redirect: location.href } });
    reloadWishlist();
  },
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
});
