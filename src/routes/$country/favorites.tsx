import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../../features/wishlist/favourites-page';
import { reloadWishlist } from '../../features/wishlist/wishlist.queries';
import { loadShopTexts } from '../../i18n/namespaces';

export const Route = createFileRoute('/$country/favorites')({
  // Loader and view in one lazy chunk: their code stays out of the entry (docs/decisions/005).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { i18n, queryClient, api, session } }) =>
    Promise.all([loadShopTexts(i18n), reloadWishlist(queryClient, api, session)]),
  component: FavouritesPage,
});
