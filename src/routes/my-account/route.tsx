import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAccountTexts } from '../../i18n/namespaces';

export const Route = createFileRoute('/my-account')({
  // Every account page needs a signed-in user; the login brings the visitor back here.
  beforeLoad: async ({ location, preload, context: { session, queryClient, api } }) => {
    const { userToken } = (await session.ready()).getSnapshot().context;
    if (!userToken) throw redirect({ to: '/login/', search: { redirect: location.href } });
    // Like /favorites, each account page reads the wishlist again (here, as the loader runs only once
    // for the pages of this layout); not awaited, nothing here shows it. Imported here, because beforeLoad
    // is part of the entry: a static import put the wishlist's queries (9 kB gzip) into every first paint.
    if (!preload)
      void import('../../features/wishlist/wishlist.queries').then(({ reloadWishlist }) =>
        reloadWishlist(queryClient, api),
      );
  },
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
});
