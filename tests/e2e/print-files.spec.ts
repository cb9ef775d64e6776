// The company's print files ('Tryckfiler') in Chromium: an admin uploads every kind of sample (the
// vector ones converted to PNG for real), changes a logo type, downloads and deletes; a buyer previews and
// downloads without upload or delete; every upload rule shows its message; axe on the tab and its dialogs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, openSignedIn, pickOption, test } from './fixtures';

const samples = join(process.cwd(), 'tests/fixtures/print-files');
const sample = (name: string) => join(samples, name);

interface StoredFile {
  id: string;
  filename: string;
  url: string;
  logoType: string;
  custom_fields: Record<string, string>;
}

const card = (page: Page) => page.getByRole('region', { name: 'Tryckfiler' });
const list = (page: Page) => card(page).getByRole('list', { name: 'Uppladdade tryckfiler' });
const row = (page: Page, name: string) => list(page).getByRole('listitem').filter({ hasText: name });

/** Chooses files with the picker (the drop zone's file input). */
async function choose(page: Page, files: Parameters<Page['setInputFiles']>[1]) {
  await card(page).locator('input[type="file"]').setInputFiles(files);
}

/** Whether an <img> has loaded and decoded (a PNG preview that the backend serves). */
const isDecoded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

test('an admin uploads each kind, sees the converted previews, changes a type, downloads and deletes', async ({
  page,
  mock,
}) => {
  test.setTimeout(150_000);
  await openSignedIn(page, '/my-account/company/?tab=media', 'admin@acme.test');
  await expect(card(page).getByText(/Ladda upp logotyper i vektorformat/)).toBeVisible();
  // The seeded proof ('korrektur') is not listed; the seeded logo is.
  await expect(row(page, 'acme-logo.png')).toBeVisible();
  await expect(list(page).getByText('acme-korrektur-v2.png')).toHaveCount(0);

  await choose(page, ['logo.eps', 'logo.pdf', 'logo.ai', 'logo.svg', 'korrektur-logo.png'].map(sample));
  await expect(page.getByText('Konverterar och laddar upp logotyp…')).toBeVisible();
  // Three real conversions: a busy machine may need a minute (the e2e servers' time limit is 60 s a file).
  await expect(page.getByText('Filer har laddats upp')).toBeVisible({ timeout: 90_000 });

  const stored = await mock.data<StoredFile[]>('companyFiles');
  for (const name of ['logo.eps', 'logo.pdf', 'logo.ai']) {
    const original = stored.find((file) => file.filename === name)!;
    const preview = stored.find((file) => file.custom_fields.preview_for === name)!;
    expect(preview).toMatchObject({ filename: `${name}.png`, custom_fields: { hide: 'true' } });
    expect(original.custom_fields.preview_url).toBe(preview.url);
    // The row shows the converted PNG through a signed link (an <img> sends no token), and it decodes.
    await expect(row(page, name).locator('img')).toHaveAttribute(
      'src',
      new RegExp(`^${preview.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?expires=\\d+&signature=`),
    );
    await expect.poll(() => isDecoded(page, `img[src^="${preview.url}?"]`)).toBe(true);
  }
  // Hidden previews and the 'korrektur' upload are stored but not listed.
  expect(stored.map((file) => file.filename)).toContain('korrektur-logo.png');
  await expect(list(page).getByRole('listitem')).toHaveCount(5);
  // The company already had a logo: every new one is secondary.
  expect(stored.find((file) => file.filename === 'logo.svg')?.logoType).toBe('secondary');

  // The preview dialog shows the EPS's PNG.
  await row(page, 'logo.eps').getByRole('button', { name: 'Förhandsgranska logo.eps' }).click();
  const dialog = page.getByRole('dialog', { name: 'logo.eps' });
  await expect(dialog.getByRole('img', { name: 'Förhandsvisning av logo.eps' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stäng' }).click();

  // Download: the original's bytes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row(page, 'logo.eps').getByRole('link', { name: 'Ladda ner logo.eps' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('logo.eps');
  expect(readFileSync((await download.path())!)).toEqual(readFileSync(sample('logo.eps')));

  // The logo type: Sekundär → Alternativ, kept by the backend.
  await row(page, 'logo.svg')
    .getByRole('button', { name: /Typ för logo.svg/ })
    .click();
  await pickOption(page, 'Alternativ');
  await expect(page.getByText('Logotypens typ har ändrats')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await mock.data<StoredFile[]>('companyFiles')).find((f) => f.filename === 'logo.svg')?.logoType,
    )
    .toBe('alternative');

  // Delete asks first; the file and its hidden preview are gone.
  await row(page, 'logo.eps').getByRole('button', { name: 'Ta bort logo.eps' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Ta bort fil' });
  await expect(confirm).toContainText(
    'Är du säker på att du vill ta bort "logo.eps"? Detta kan inte ångras.',
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Filen har tagits bort')).toBeVisible();
  await expect(row(page, 'logo.eps')).toHaveCount(0);
  const left = (await mock.data<StoredFile[]>('companyFiles')).map((file) => file.filename);
  expect(left).not.toContain('logo.eps');
  expect(left).not.toContain('logo.eps.png');

  // Kept after a reload.
  await page.reload();
  await expect(row(page, 'logo.pdf')).toBeVisible();
});

test('a buyer previews and downloads but cannot upload or delete', async ({ page, mock: _fresh }) => {
  await openSignedIn(page, '/my-account/company/?tab=media', 'buyer@acme.test');
  await expect(row(page, 'acme-logo.png')).toContainText('Primär');
  await expect(card(page).getByRole('button', { name: 'Välj filer' })).toHaveCount(0);
  await expect(card(page).locator('input[type="file"]')).toHaveCount(0);
  await expect(card(page).getByRole('button', { name: /Ta bort/ })).toHaveCount(0);
  await expect(card(page).getByText(/Ladda upp logotyper i vektorformat/)).toHaveCount(0);
  await row(page, 'acme-logo.png').getByRole('button', { name: 'Förhandsgranska acme-logo.png' }).click();
  await expect(
    page.getByRole('dialog').getByRole('img', { name: 'Förhandsvisning av acme-logo.png' }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Stäng' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row(page, 'acme-logo.png').getByRole('link', { name: 'Ladda ner acme-logo.png' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('acme-logo.png');
});

// One media tab for what an admin's uploads and deletes refuse (three tests before, decision 068): none of them
// changes the stored files, so each step starts from the seed's two.
test('each upload rule shows its message; a failed conversion and a failed delete show their toasts; a file over the conversion’s time limit shows the backend’s message', async ({
  page,
  mock,
}) => {
  await openSignedIn(page, '/my-account/company/?tab=media', 'admin@acme.test');
  await test.step('each upload rule shows its message', async () => {
    const png = readFileSync(sample('logo.png'));
    const alert = card(page).getByRole('alert');

    // 11 files: nothing is uploaded.
    await choose(
      page,
      Array.from({ length: 11 }, (_, index) => ({
        name: `logo-${index}.png`,
        mimeType: 'image/png',
        buffer: png,
      })),
    );
    await expect(alert).toHaveText('Du kan maximalt ladda upp 10 filer.');

    // 16 MB.
    await choose(page, {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png, Buffer.alloc(16 * 1024 * 1024 - png.length)]),
    });
    await expect(alert).toHaveText('Filen "huge.png" är för stor. Maximal storlek är 15MB.');

    // A type that is not accepted, and a duplicate (the seeded logo's name and size).
    await choose(page, [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a logo') },
      { name: 'acme-logo.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect(alert).toContainText('Filtypen för "notes.txt" stöds inte.');
    await expect(alert).toContainText('Filen "acme-logo.png" är redan uppladdad.');
    expect((await mock.data<StoredFile[]>('companyFiles')).length).toBe(2);

    // A text file named .png passes the browser's check; the backend looks at the content and refuses it.
    await choose(page, sample('not-an-image.png'));
    await expect(page.getByText('Ett fel uppstod vid uppladdning till Enad')).toBeVisible();
    await expect(page.getByText('Filtypen för "not-an-image.png" stöds inte.')).toBeVisible();
    await expect(page.getByText('1 fil(er) kunde inte laddas upp')).toBeVisible();
    expect((await mock.data<StoredFile[]>('companyFiles')).length).toBe(2);
  });
  await test.step('a failed conversion and a failed delete show their toasts', async () => {
    await mock.fault({ route: 'POST /api/eps-convert', status: 422, body: {}, times: 1 });
    await choose(page, sample('logo.eps'));
    await expect(page.getByText('Konvertering/uppladdning misslyckades för logo.eps')).toBeVisible();
    await expect(page.getByText('Konvertering misslyckades')).toBeVisible();

    await mock.fault({
      route: 'DELETE /api/company-media/{id}',
      status: 403,
      body: { success: false, error: 'Forbidden' },
      times: 1,
    });
    await row(page, 'acme-logo.png').getByRole('button', { name: 'Ta bort acme-logo.png' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText('Kunde inte ta bort filen')).toBeVisible();

    await mock.fault({
      route: 'DELETE /api/company-media/{id}',
      status: 500,
      body: { error: 'boom' },
      times: 1,
    });
    await row(page, 'acme-logo.png').getByRole('button', { name: 'Ta bort acme-logo.png' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText('Tekniskt fel vid borttagning')).toBeVisible();
  });
  await test.step('a file over the conversion’s time limit shows the backend’s message', async () => {
    await mock.conversionTimeLimit(3_000);
    // A PostScript program that never ends: the backend stops it at its time limit (3 s here) and says so.
    await choose(page, {
      name: 'endless.eps',
      mimeType: 'application/postscript',
      buffer: Buffer.from('%!PS\n{ } loop\n'),
    });
    // One toast: its title and the backend's message (read together, so a toast closing between reads cannot fail it).
    await expect(
      page
        .getByRole('alertdialog')
        .filter({ hasText: 'Konvertering/uppladdning misslyckades för endless.eps' }),
    ).toContainText(
      'Filen "endless.eps" kunde inte konverteras: den tar för lång tid eller kräver för mycket minne. Förenkla filen eller spara den som PDF och försök igen.',
      { timeout: 30_000 },
    );
  });
});
