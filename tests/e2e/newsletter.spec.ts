import { expect, test } from './fixtures';

test.describe('newsletter block', () => {
  // One British home for the block's validation, the server's two failures and the subscription (two tests
  // before, decision 068).
  test("validates; shows the server's message, or the default text, and lets the shopper try again; subscribes and stores the consent", async ({
    page,
    mock,
  }) => {
    await mock.fault({
      route: 'POST /api/newsletter/subscribe/',
      status: 500,
      body: { error: 'Newsletter list not found' },
      times: 1,
    });
    await mock.fault({ route: 'POST /api/newsletter/subscribe/', status: 500, body: {}, times: 1 });
    await page.goto('/gb/');
    const block = page.getByRole('region', { name: 'Newsletter' });
    // Below the fold: its code loads as the shopper scrolls to it (decision 059).
    await block.scrollIntoViewIfNeeded();
    const email = block.getByRole('textbox', { name: 'E-mail' });
    await test.step('validates', async () => {
      await block.getByRole('button', { name: 'Subscribe' }).click();
      await expect(block.getByText('Email is required')).toBeVisible();
      await email.fill('anna@');
      await email.press('Enter');
      await expect(block.getByText('Please enter a valid email address')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
    });
    await test.step("shows the server's message, or the default text, and lets the shopper try again", async () => {
      await email.fill('Anna.Berg@Example.se');
      await block.getByRole('button', { name: 'Subscribe' }).click();
      await expect(block.getByRole('alert')).toHaveText('Newsletter list not found');
      await block.getByRole('button', { name: 'Subscribe' }).click();
      await expect(block.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    });
    await test.step('subscribes and stores the consent', async () => {
      await block.getByRole('button', { name: 'Subscribe' }).click();
      await expect(
        block.getByText('Thank you for subscribing! Check your email for confirmation.'),
      ).toBeVisible();
      const stored =
        await mock.data<{ email: string; consent: { value: boolean; source: string } }[]>('newsletter');
      expect(stored).toEqual([
        expect.objectContaining({
          email: 'anna.berg@example.se',
          consent: expect.objectContaining({ value: true, source: 'home:gb' }),
        }),
      ]);
    });
  });

  test('speaks the market language', async ({ page }) => {
    await page.goto('/se/');
    const block = page.getByRole('region', { name: 'Nyhetsbrev' });
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('textbox', { name: 'E-post' }).fill('sara@example.se');
    await block.getByRole('button', { name: 'Prenumerera' }).click();
    await expect(
      block.getByText('Tack för din prenumeration! Kolla din e-post för att bekräfta.'),
    ).toBeVisible();
  });
});
