import { expect, holdScript, logIn, test } from './fixtures';

test.describe('login and logout', () => {
  // One login for the account page's redirect and the overview's log-out (two tests before, decision 068).
  // The account's own address, which has no page but the overview (it showed an empty page before).
  test("the account's address sends a visitor to the login and back to the overview; the consumer logs out", async ({
    page,
    mock: _fresh,
  }) => {
    await page.goto('/my-account/');
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Fmy-account%2F$/);
    // The overview's code held back, as on a slow phone: the login's button stays busy until the page shows.
    const releaseOverview = await holdScript(page, '**/assets/overview-*.js');
    await logIn(page, 'Consumer@Statefront.test');
    await expect(page).toHaveURL(/\/my-account\/overview\/$/);
    const submit = page.getByRole('region', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' });
    await expect(submit).toHaveAttribute('data-pending', 'true');
    releaseOverview();
    await expect(page.getByText('Hej Sara!')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Mitt konto' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/se\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Logga in' }),
    ).toBeVisible();
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('userToken');
  });

  // The catalogue ends on the unverified account's login, whose mail the next step follows (two tests before,
  // decision 068).
  test('validates the form and shows the error catalogue; an unverified user confirms the e-mail from the mail and logs in; a used link is refused', async ({
    page,
    mock,
  }) => {
    await page.goto('/login/');
    await logIn(page, 'not-an-email', 'short');
    await expect(page.getByText('Ange en giltig e-postadress')).toBeVisible();
    await expect(page.getByText('Lösenordet måste vara minst 10 tecken')).toBeVisible();
    await logIn(page, 'consumer@statefront.test', 'WrongPassword1');
    await expect(page.getByRole('alert')).toHaveText('Fel lösenord.');
    // The message clears after 5 seconds.
    await expect(page.getByRole('alert')).toBeHidden({ timeout: 15_000 });
    await logIn(page, 'nobody@statefront.test');
    await expect(page.getByRole('alert')).toHaveText('Det finns inget konto för den här e-postadressen.');
    await logIn(page, 'pending@statefront.test');
    await expect(page.getByRole('alert')).toHaveText('Ditt konto väntar på godkännande.');
    await logIn(page, 'unverified@statefront.test');
    await expect(page.getByRole('alert')).toHaveText(
      'Din e-postadress är inte verifierad. Vi har skickat en ny verifieringslänk.',
    );
    const mails = (await (await page.request.get('/__mock/mailbox?to=unverified@statefront.test')).json())
      .mails;
    expect(mails.length).toBeGreaterThan(0);
    expect(await mock.data<unknown[]>('newsletter')).toEqual([]);

    await test.step('the unverified user confirms the e-mail from the mail and logs in; a used link is refused', async () => {
      const link = mails.at(-1).link as string;
      await page.goto(link);
      await expect(page.getByText('Din e-postadress är verifierad. Nu kan du logga in.')).toBeVisible();
      await logIn(page, 'unverified@statefront.test');
      await expect(page).toHaveURL(/\/my-account\/overview\/$/);
      await page.goto(link);
      await expect(
        page.getByText('Verifieringslänken gäller inte längre. Logga in för att få en ny.'),
      ).toBeVisible();
    });
  });

  test('the prerendered order list sends a visitor to the login once the session is known, and back', async ({
    page,
    mock: _fresh,
  }) => {
    await page.goto('/my-account/orders/');
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Fmy-account%2Forders%2F$/);
    await logIn(page, 'buyer@acme.test');
    await expect(page).toHaveURL(/\/my-account\/orders\/$/);
    await expect(page.getByRole('rowheader').first()).toHaveText(/^SF-\d+$/);
  });

  // One test for the five redirects: each a fresh visitor (no cookies) on the login page (five tests before,
  // decision 068).
  test('a login with a redirect off the shop stays on the shop', async ({ page, baseURL, mock: _fresh }) => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      'javascript:alert(1)',
    ])
      await test.step(`the redirect ${target}`, async () => {
        await page.context().clearCookies();
        await page.goto(`/login/?redirect=${encodeURIComponent(target)}`);
        await logIn(page, 'consumer@statefront.test');
        await expect(page).toHaveURL(`${baseURL}/my-account/overview/`);
        await expect(page.getByText('Hej Sara!')).toBeVisible();
      });
  });

  test('a shopper with a cart who logs in as a business buyer gets the cart at B2B prices', async ({
    page,
    mock: _fresh,
  }) => {
    await page.goto('/se/p/classic-organic-tee/');
    await expect(page.getByText(/I lager \(\d+ st\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByRole('button', { name: 'Varukorg, 1 vara' })).toBeVisible();
    const consumerPrice = await page
      .locator('article')
      .getByText(/\d+\s*kr/)
      .first()
      .textContent();
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Logga in' }).click();
    await logIn(page, 'buyer@acme.test');
    await expect(page).toHaveURL(/\/my-account\/overview\/$/);
    await page.getByRole('button', { name: 'Varukorg, 1 vara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Varukorg' });
    await expect(dialog.getByText('Classic Organic Tee')).toBeVisible();
    const b2bPrice = await dialog
      .getByRole('listitem')
      .getByText(/\d+\s*kr/)
      .first()
      .textContent();
    expect(b2bPrice).not.toBe(consumerPrice);
    const sessions = await page.request.get('/shopper/sessions', {
      headers: {
        authorization: `Bearer ${(await page.context().cookies()).find((cookie) => cookie.name === 'cartToken')?.value}`,
      },
    });
    expect((await sessions.json()).cart.storeGroupId).toBe('sg-b2b');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'storeGroupSlug')?.value).toBe('b2b');
    expect(cookies.find((cookie) => cookie.name === 'storeGroupId')?.value).toBe('sg-b2b');
  });

  test('forgot password: mail, new password, login with it; the used link has expired', async ({
    page,
    mock: _fresh,
  }) => {
    await page.goto('/reset-password/');
    const region = page.getByRole('region', { name: 'Glömt lösenordet' });
    await region.getByLabel('E-post').fill('consumer@statefront.test');
    await region.getByRole('button', { name: 'Skicka länk' }).click();
    await expect(region.getByRole('heading', { name: 'Kolla din e-post' })).toBeVisible();
    await expect(region.getByRole('timer')).toHaveText(/Du kan be om en ny länk om [45]:\d\d\./);
    const { mails } = await (await page.request.get('/__mock/mailbox?to=consumer@statefront.test')).json();
    const link = mails.at(-1).link as string;
    await page.goto(link);
    const form = page.getByRole('region', { name: 'Välj nytt lösenord' });
    await form.getByLabel('Nytt lösenord', { exact: true }).fill('Vinter2026!x');
    await expect(form.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    await form.getByLabel('Bekräfta lösenordet').fill('Vinter2026!y');
    await form.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(form.getByText('Lösenorden matchar inte')).toBeVisible();
    await form.getByLabel('Bekräfta lösenordet').fill('Vinter2026!x');
    await form.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(form.getByRole('heading', { name: 'Lösenordet är bytt' })).toBeVisible();
    await page.goto('/login/');
    await logIn(page, 'consumer@statefront.test', 'Vinter2026!x');
    await expect(page).toHaveURL(/\/my-account\/overview\/$/);
    await page.goto(link);
    await form.getByLabel('Nytt lösenord', { exact: true }).fill('Sommar2027!x');
    await form.getByLabel('Bekräfta lösenordet').fill('Sommar2027!x');
    await form.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(page.getByText('Länken har gått ut.')).toBeVisible();
  });

  test('forgot password for an unknown or unverified address', async ({ page, mock: _fresh }) => {
    await page.goto('/reset-password/');
    const region = page.getByRole('region', { name: 'Glömt lösenordet' });
    await region.getByLabel('E-post').fill('nobody@statefront.test');
    await region.getByRole('button', { name: 'Skicka länk' }).click();
    await expect(region.getByRole('heading', { name: 'Inget konto hittades' })).toBeVisible();
    await region.getByRole('button', { name: 'Försök med en annan adress' }).click();
    await region.getByLabel('E-post').fill('unverified@statefront.test');
    await region.getByRole('button', { name: 'Skicka länk' }).click();
    await expect(region.getByRole('heading', { name: 'E-postadressen är inte verifierad' })).toBeVisible();
    await region.getByRole('button', { name: 'Skicka verifieringslänk' }).click();
    await expect(region.getByRole('heading', { name: 'Verifieringslänk skickad' })).toBeVisible();
  });
});
