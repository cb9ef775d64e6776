// The wishlist's flow with its adapter, and the reads of its products, against the in-process backend without a
// DOM (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { wishlistFlow } from '../../src/features/wishlist/wishlist.flow';
import { reloadWishlist, type wishlistQueryOptions } from '../../src/features/wishlist/wishlist.queries';
import { readWishlistEntries } from '../../src/features/wishlist/wishlist-storage';
import { createFlowEnvironment } from '../support/flow-environment';
import { logInThroughFlow } from '../support/flow-login';

/** The wishlist's products as the favourites page's loader fetches them (the page and the panel show them). */
async function wishlistShown(environment: Awaited<ReturnType<typeof createFlowEnvironment>>['environment']) {
  const { api, queryClient, session } = environment;
  queryClient.removeQueries({ queryKey: ['wishlist'] });
  await reloadWishlist(queryClient, api, session);
  const [[, products] = []] = queryClient.getQueriesData<WishlistProducts>({ queryKey: ['wishlist'] });
  return products ?? [];
}

type WishlistProducts = Awaited<ReturnType<NonNullable<ReturnType<typeof wishlistQueryOptions>['queryFn']>>>;

describe('wishlist flow', () => {
  it('stores a product the heart adds, raises the flag, and removes it on the next press', async () => {
    await createFlowEnvironment({ namespace: 'shop' });
    const actor = createActor(wishlistFlow(), { input: { entries: readWishlistEntries() } }).start();
    actor.send({ type: 'wishlist.toggle', entry: 'LIMIT-5&color=Black' });
    expect(readWishlistEntries()).toEqual(['LIMIT-5&color=Black']);
    expect(actor.getSnapshot().hasTag('added')).toBe(true);

    actor.send({ type: 'wishlist.toggle', entry: 'LIMIT-5&color=Black' });
    expect(readWishlistEntries()).toEqual([]);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
  });

  it('shows a business buyer the products at their store group’s prices, a visitor at the market’s', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'shop' });
    const seeded = backend.store.data.products.find((product) => product.product_number === 'TS-1001')!;
    const prices = seeded.variants[0]!.prices;
    const consumer = prices['sg-consumer']!.SE!.sale;
    const business = prices['sg-b2b']!.SE!.sale;
    expect(business).not.toBe(consumer);
    const actor = createActor(wishlistFlow(), { input: { entries: [] } }).start();
    actor.send({ type: 'wishlist.toggle', entry: 'TS-1001' });

    const priceShown = async () =>
      (await wishlistShown(environment))[0]?.product.variants[0]?.price?.sale_price_amount;
    expect(await priceShown()).toBe(consumer);

    await logInThroughFlow(environment, 'buyer@acme.test');
    expect(await priceShown()).toBe(business);
  });
});
