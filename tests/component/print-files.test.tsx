// The print files' mutations over the in-process backend, each held at the backend while the test looks:
// a type change keeps the file's description (it is sent along) and shows a spinner until it is saved; the
// delete confirmation's button spins until the file is gone.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { createBackendGate, createTestBackend } from '../support/test-backend';

beforeAll(async () => {
  // The lazily loaded page parts are compiled once, not inside the test's time limit.
  await import('../../src/features/account/company-administration');
  await import('../../src/features/account/print-files-panel');
}, 60_000);
signOutAfterEach();

const logo = 'acme-logo.png';

async function openMediaTab() {
  const backend = createTestBackend();
  const file = backend.store.data.companyFiles.find((entry) => entry.filename === logo)!;
  file.description = 'Vit på mörk botten';
  await signIn(backend, 'admin@acme.test');
  const gate = createBackendGate(backend, ['PUT /api/company-media/', 'DELETE /api/company-media/{id}']);
  const requests: Request[] = [];
  await renderApp('/my-account/company/?tab=media', {
    fetch: (request) => {
      requests.push(request.clone());
      return gate.fetch(request);
    },
  });
  const list = await screen.findByRole('list', { name: 'Uppladdade tryckfiler' });
  const row = within(list).getByText(logo).closest('li') as HTMLElement;
  return { backend, gate, requests, file, row, user: userEvent.setup() };
}

it('changes a type with the description sent along and a spinner while it is saved', async () => {
  const { backend, gate, requests, file, row, user } = await openMediaTab();
  expect(within(row).getByText('Vit på mörk botten')).toBeTruthy();
  await user.click(within(row).getByRole('button', { name: /Typ för acme-logo.png/ }));
  await user.click(await screen.findByRole('option', { name: 'Alternativ' }));

  const spinner = await within(row).findByRole('progressbar', { name: 'Sparar typen för acme-logo.png' });
  expect(spinner).toBeTruthy();
  const put = requests.find((request) => request.method === 'PUT')!;
  expect(await put.json()).toMatchObject({ logoType: 'alternative', description: 'Vit på mörk botten' });

  await gate.release('PUT /api/company-media/');
  expect(await screen.findByText('Logotypens typ har ändrats')).toBeTruthy();
  await waitFor(() => expect(within(row).queryByRole('progressbar')).toBeNull());
  expect(backend.store.data.companyFiles.find((entry) => entry.id === file.id)).toMatchObject({
    logoType: 'alternative',
    description: 'Vit på mörk botten',
  });
});

it('spins the delete button until the file is gone', async () => {
  const { backend, gate, file, row, user } = await openMediaTab();
  await user.click(within(row).getByRole('button', { name: `Ta bort ${logo}` }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Ta bort fil' });
  await user.click(within(confirm).getByRole('button', { name: 'Ta bort' }));

  expect(await within(confirm).findByRole('progressbar', { name: 'Tar bort' })).toBeTruthy();
  await gate.release('DELETE /api/company-media/{id}');
  expect(await screen.findByText('Filen har tagits bort')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText(logo)).toBeNull());
  expect(backend.store.data.companyFiles.some((entry) => entry.id === file.id)).toBe(false);
});
