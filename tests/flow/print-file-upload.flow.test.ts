// The print files' upload with its adapter against the in-process backend, without a DOM (docs/decisions/045):
// an EPS is converted to a PNG, which the backend stores hidden as its preview, and the EPS is stored with the
// batch's description and the preview's link; an image is stored as it is. The shopper is told in a toast.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { addPrintFiles, printFileUploadFlow } from '../../src/features/account/print-file-upload.flow';
import { createFlowEnvironment } from '../support/flow-environment';
import { signIn } from '../support/sign-in';

const fixture = (name: string, type: string) =>
  new File([readFileSync(join(process.cwd(), 'tests/fixtures/print-files', name))], name, { type });

async function uploadArea() {
  const { environment, backend, toasts } = await createFlowEnvironment({ namespace: 'account' });
  await signIn(backend, 'admin@acme.test');
  await environment.session.ready();
  const acme = backend.store.data.companies.find((company) => company.name === 'Acme AB')!;
  const chosenFiles = new Map<string, File>();
  let uploaded = 0;
  const actor = createActor(
    printFileUploadFlow(environment, { companyId: acme.id, chosenFiles, onUploaded: () => uploaded++ }),
    { input: { companyId: acme.id } },
  ).start();
  const filesOfAcme = () => backend.store.data.companyFiles.filter((file) => file.companyId === acme.id);
  const upload = async (files: File[], description: string) => {
    addPrintFiles(actor, chosenFiles, files, { stored: [], hasLogo: true, description });
    await waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.queue.length === 0, {
      timeout: 30_000,
    });
  };
  return { actor, upload, filesOfAcme, toasts, chosenFiles, uploaded: () => uploaded };
}

describe('print file upload flow', () => {
  it('stores an EPS with its converted PNG preview, and an image as it is, each with the description', async () => {
    const { upload, filesOfAcme, toasts, chosenFiles, uploaded } = await uploadArea();
    await upload(
      [fixture('logo.eps', 'application/postscript'), fixture('logo.png', 'image/png')],
      ' Tryck på ryggen ',
    );

    const eps = filesOfAcme().find((file) => file.filename === 'logo.eps');
    const preview = filesOfAcme().find((file) => file.filename === 'logo.eps.png');
    const png = filesOfAcme().find((file) => file.filename === 'logo.png');
    expect(preview).toMatchObject({
      contentType: 'image/png',
      custom_fields: { hide: 'true', preview_for: 'logo.eps' },
      description: 'Tryck på ryggen',
    });
    // The preview is a PNG the backend rendered (its signature), not the EPS's bytes.
    expect(Buffer.from(preview!.data, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(eps).toMatchObject({ logoType: 'secondary', description: 'Tryck på ryggen' });
    expect(eps!.custom_fields.preview_url).toBe(preview!.url);
    expect(png).toMatchObject({
      contentType: 'image/png',
      custom_fields: {},
      description: 'Tryck på ryggen',
    });
    expect(toasts).toEqual([{ variant: 'success', title: 'Filer har laddats upp' }]);
    // The view empties its description; the files' bytes are let go.
    expect(uploaded()).toBe(1);
    expect(chosenFiles.size).toBe(0);
  });

  it('stores nothing of a file the conversion refuses, tells which, and goes on with the batch', async () => {
    const { upload, filesOfAcme, toasts } = await uploadArea();
    const before = filesOfAcme().length;
    // Not PostScript at all: Ghostscript cannot render it.
    const broken = new File(['%!PS-Adobe-3.0 EPSF-3.0\nthis is no drawing\n'], 'broken.eps', {
      type: 'application/postscript',
    });
    await upload([broken, fixture('logo.svg', 'image/svg+xml')], '');
    expect(filesOfAcme().map((file) => file.filename)).not.toContain('broken.eps');
    expect(filesOfAcme().map((file) => file.filename)).toContain('logo.svg');
    expect(filesOfAcme()).toHaveLength(before + 1);
    expect(toasts.map(({ variant, title }) => ({ variant, title }))).toEqual([
      { variant: 'error', title: 'Konvertering/uppladdning misslyckades för broken.eps' },
      { variant: 'error', title: '1 fil(er) kunde inte laddas upp' },
    ]);
  });
});
