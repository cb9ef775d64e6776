import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../../features/wishlist/favourites-page';
import { loadShopTexts } from '../../i18n/namespaces';

export const Route = createFileRoute('/$country/favorites')({
  // Loader and view in one lazy chunk: their code stays out of the entry (docs/decisions/005).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { i18n } }) => loadShopTexts(i18n),
  component: FavouritesPage,
});
