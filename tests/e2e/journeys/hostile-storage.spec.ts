// A hostile or broken browser: every cookie and storage value the shop reads, set to garbage. Every route still
// renders, and what was unreadable is gone afterwards (the stored-value schemas, docs/decisions/021).
import { expect, test } from '../fixtures';

const routes = [
  '/se/',
  '/se/p/classic-organic-tee/',
  '/se/favorites/',
  '/se/checkout/',
  '/login/',
  '/my-account/overview/',
];

test('every stored value set to garbage: every route renders and the bad values are removed', async ({
  page,
  mock: _fresh,
}) => {
  await page.goto('/se/');
  // Written as a script on the page would: raw, not percent-encoded.
  await page.evaluate(() => {
    const garbage = [
      ['userToken', '%'],
      ['refreshToken', '%E0%A4%A'],
      ['userId', '<script>'],
      ['storeGroupId', '"}'],
      ['storeGroupSlug', '%%'],
      ['cartToken', 'not a token'],
      ['checkoutToken', '%zz'],
      ['avardaJwt', '{"a":1}'],
    ];
    for (const [name, value] of garbage) {
      // biome-ignore lint/suspicious/noDocumentCookie: the test plays a hostile script
      document.cookie = `${name}=${value}; Path=/`;
    }
  });
  await page.evaluate(() => {
    localStorage.setItem('incognitoCart', '{');
    localStorage.setItem('enad_wishlist', JSON.stringify(['LIMIT-5', 'TS-1001&color=%E0%A4%A', 7]));
    sessionStorage.setItem('_giftcard', '"GC-500"');
    sessionStorage.setItem('checkoutCustomer', '{"userId":');
    sessionStorage.setItem('shopperCompany', '[]');
    sessionStorage.setItem('statefront:preview', 'yes');
  });

  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('main'), route).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Något gick fel' }), route).toHaveCount(0);
    // The session has loaded: the header knows nobody is signed in.
    await expect(
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Logga in' }),
    ).toBeVisible();
  }
  // The favourites keep the one good product.
  await page.goto('/se/favorites/');
  await expect(page.getByRole('main')).not.toContainText('Din önskelista är tom.');

  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
  );
  for (const name of [
    'userToken',
    'refreshToken',
    'userId',
    'storeGroupId',
    'storeGroupSlug',
    'cartToken',
    'checkoutToken',
    'avardaJwt',
  ])
    expect(cookies[name] ?? '', name).toBe('');
  const stored = await page.evaluate(() => ({
    incognitoCart: localStorage.getItem('incognitoCart'),
    wishlist: localStorage.getItem('enad_wishlist'),
    giftCards: sessionStorage.getItem('_giftcard'),
    customer: sessionStorage.getItem('checkoutCustomer'),
    company: sessionStorage.getItem('shopperCompany'),
    preview: sessionStorage.getItem('statefront:preview'),
  }));
  expect(stored).toEqual({
    incognitoCart: null,
    wishlist: JSON.stringify(['LIMIT-5']),
    giftCards: null,
    customer: null,
    company: null,
    preview: null,
  });
});
