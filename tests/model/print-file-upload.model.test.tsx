import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import { flowById } from '../../machines/index';
import type { PrintFileEntry } from '../../machines/print-file-upload/print-file-rules';
import type { PrintFileUploadContext } from '../../machines/print-file-upload/print-file-upload.machine';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { modelTest, type StepContext } from './harness';

const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests/fixtures/print-files', name));
/** The bytes a scenario's file stands for: the sample of its kind (a text file for anything else). */
const bytesOf = (name: string) =>
  name.endsWith('.eps')
    ? fixture('logo.eps')
    : name.endsWith('.png')
      ? fixture('logo.png')
      : fixture('not-an-image.png');

const card = () => screen.getByRole('region', { name: 'Tryckfiler' });
const contextOf = ({ snapshot }: StepContext) => snapshot.context as PrintFileUploadContext;
const listedFiles = ({ backend }: StepContext) =>
  backend.store.data.companyFiles.filter(
    (file) => !file.filename.includes('korrektur') && file.custom_fields.hide !== 'true',
  );

/** The list as the backend holds it, and the messages of the last refused files. */
async function expectIdle(context: StepContext) {
  const list = within(card()).getByRole('list', { name: 'Uppladdade tryckfiler' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('strong')?.textContent),
  ).toEqual(listedFiles(context).map((file) => file.filename));
  // The description typed with the EPS and the PNG (their only scenarios) is stored and shown in the row.
  for (const file of listedFiles(context).filter((entry) => /^logo\.(eps|png)$/.test(entry.filename))) {
    expect(file.description).toBe('Tryck på ryggen');
    const row = within(list).getByText(file.filename).closest('li') as HTMLElement;
    expect(within(row).getByText('Tryck på ryggen')).toBeTruthy();
  }
  expect(within(card()).queryByRole('status')).toBeNull();
  const { problems } = contextOf(context);
  const alert = within(card()).queryByRole('alert');
  if (problems.length === 0) expect(alert).toBeNull();
  else if (problems[0]?.key === 'printFiles.tooMany')
    expect(alert?.textContent).toBe('Du kan maximalt ladda upp 10 filer.');
  else expect(alert?.textContent).toBe('Filtypen för "notes.txt" stöds inte.');
}

const progressOf = (name: string) =>
  within(card())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(`${name}:`))?.textContent;

beforeAll(async () => {
  await Promise.all([
    import('../../src/features/account/company-administration'),
    import('../../src/features/account/print-files-panel'),
  ]);
}, 60_000);

signOutAfterEach();

modelTest({
  flow: flowById('print-file-upload')!,
  url: '/my-account/company/?tab=media',
  actorRoutes: {
    convert: 'POST /api/eps-convert',
    uploadPreview: 'POST /api/company-media/',
    uploadOriginal: 'POST /api/company-media/',
  },
  // The preview's upload and the original's call the same route.
  singleRequestActors: ['uploadPreview'],
  prepare: (backend) => signIn(backend, 'admin@acme.test'),
  ready: async () => {
    await screen.findByRole('button', { name: 'Välj filer' });
  },
  events: {
    'files.add': async (event) => {
      const files = (event.files as PrintFileEntry[]).map(
        (file) => new File([bytesOf(file.name)], file.name, { type: file.type }),
      );
      fireEvent.change(within(card()).getByRole('textbox', { name: /^Beskrivning/ }), {
        target: { value: event.description },
      });
      const input = card().querySelector('input[type="file"]') as HTMLInputElement;
      // Like the picker: the browser hands over the chosen files (the accept filter is only a hint).
      fireEvent.change(input, { target: { files } });
    },
  },
  states: {
    idle: expectIdle,
    'uploading.next': () => {},
    finished: () => {},
    'uploading.converting': () => {
      expect(within(card()).getByRole('status').textContent).toBe('Konverterar och laddar upp logotyp…');
      expect(progressOf('logo.eps')).toBe('logo.eps: konverteras');
    },
    'uploading.uploadingPreview': () => {
      expect(within(card()).getByRole('status').textContent).toBe('Konverterar och laddar upp logotyp…');
    },
    'uploading.uploadingOriginal': (context) => {
      const name = contextOf(context).queue[contextOf(context).index]!.name;
      expect(progressOf(name)).toBe(`${name}: laddas upp`);
      const choose = within(card()).getByRole('button', { name: /^Välj filer/ });
      expect(choose.hasAttribute('disabled')).toBe(true);
      // The pending upload's spinner.
      expect(within(choose).getByRole('progressbar', { name: 'Laddar upp' })).toBeTruthy();
    },
  },
});
