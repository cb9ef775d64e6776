// Issue 32, items 6 and 8 in the browser: a failure without a text shows the shared generic text, never nothing;
// a mailed link whose token is a JWT reaches the backend.
import { expect, logIn, test } from './fixtures';

const somethingWentWrong = 'Något gick fel. Försök igen.';

test('a login answered with an empty 200 shows the generic alert, and the form stays', async ({
  page,
  mock,
}) => {
  await page.goto('/login/');
  await mock.fault({ route: 'POST /api/enad/login/', status: 200, body: {}, times: 1 });
  await logIn(page, 'consumer@statefront.test');
  const form = page.getByRole('region', { name: 'Logga in' });
  await expect(form.getByRole('alert')).toHaveText(somethingWentWrong);
  await expect(page).toHaveURL(/\/login\/$/);
});

test('a forgotten password answered with an empty 500 shows the generic alert above the form', async ({
  page,
  mock,
}) => {
  await page.goto('/reset-password/');
  await mock.fault({ route: 'POST /api/enad/create-reset-password-link/', status: 500, body: {}, times: 1 });
  const region = page.getByRole('region', { name: 'Glömt lösenordet' });
  await region.getByLabel('E-post').fill('consumer@statefront.test');
  await region.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(region.getByRole('alert')).toHaveText(somethingWentWrong);
  await expect(region.getByLabel('E-post')).toHaveValue('consumer@statefront.test');
});

test('a verification link whose token is a JWT is sent to the backend, which refuses the unknown link', async ({
  page,
  mock: _fresh,
}) => {
  const jwt =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1LTEyMyIsInB1cnBvc2UiOiJ2ZXJpZnkifQ.c2lnbmF0dXJlX29mX3Rlc3Rz';
  // The body is streamed (the client's retry rule), so the answer shows what the backend was sent: a token.
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/enad/verify-email/'),
  );
  await page.goto(`/login/?verify=${jwt}`);
  const answer = await answered;
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({
    details: 'verification link not found|The link has expired or was already used.',
  });
  await expect(
    page.getByText('Verifieringslänken gäller inte längre. Logga in för att få en ny.'),
  ).toBeVisible();
});
