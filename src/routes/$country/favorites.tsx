import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../../features/wishlist/favourites-page';

export const Route = createFileRoute('/$country/favorites')({
  component: FavouritesPage,
});
