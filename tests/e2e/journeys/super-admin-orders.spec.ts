// Journey: a super admin chooses Acme AB in the order list, sees its orders and approves one. From a fresh
// backend to the decision the backend stored.
import { expect, logIn, pickOption, test } from '../fixtures';

interface StoredOrder {
  orderRef: string;
  organisation_number?: string;
  status: { customStates: { id: string }[] };
}

test('a super admin chooses Acme AB in the order list, sees its orders and approves one', async ({
  page,
  mock,
}) => {
  await page.goto('/my-account/orders/');
  await logIn(page, 'super@statefront.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Mina ordrar' })).toBeVisible();
  // No company chosen yet: the super admin's own account has no orders.
  await expect(page.getByText('Inga ordrar hittades.')).toBeVisible();
  const chooser = page.getByRole('combobox', { name: 'Företag' });
  await chooser.fill('acme');
  await pickOption(page, 'Acme AB');
  await expect(page).toHaveURL(/company=c-acme-ab/);

  // Acme AB's orders, as the backend holds them (one row per reference).
  const table = page.getByRole('table');
  const acme = (await mock.data<StoredOrder[]>('orders')).filter(
    (order) => order.organisation_number === '556677-8899',
  );
  await expect(table.getByRole('rowheader')).toHaveCount(new Set(acme.map((order) => order.orderRef)).size);
  const row = table.getByRole('row').filter({ hasText: 'SF-100112' });
  await expect(row.getByText('Väntar på dig')).toBeVisible();

  await row.getByRole('button', { name: 'Godkänn' }).click();
  await expect(page.getByText('Order godkänd!')).toBeVisible();
  await expect
    .poll(async () =>
      (await mock.data<StoredOrder[]>('orders'))
        .find((order) => order.orderRef === 'SF-100112')
        ?.status.customStates.map((state) => state.id),
    )
    .toEqual(['customer_approved']);
  // A reload keeps the chosen company.
  await page.reload();
  await expect(chooser).toHaveValue('Acme AB');
  await expect(
    table.getByRole('row').filter({ hasText: 'SF-100112' }).getByText('Godkänd av dig'),
  ).toBeVisible();
});
