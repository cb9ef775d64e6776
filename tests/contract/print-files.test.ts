// Print files in the embedded backend: the conversion of each sample, the upload rules with the spec's
// messages (type by content), the role checks (a refused request changes nothing), delete in both forms
// with the hidden preview, and files that survive a restart.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/app.gen';
import { createTestBackend, testOrigin } from '../support/test-backend';

type CompanyFile = components['schemas']['CompanyFile'];
const fixture = (name: string) => readFileSync(new URL(`../fixtures/print-files/${name}`, import.meta.url));

/** Width and height of a PNG, read from its IHDR chunk (and its signature checked). */
function pngSize(bytes: Uint8Array) {
  const view = Buffer.from(bytes);
  expect([...view.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(view.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

function setup(persistPath?: string) {
  const backend = createTestBackend({ persistPath });
  const request = (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    return backend.fetch(
      new Request(`${testOrigin}${path}`, {
        method,
        headers,
        body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      }),
    );
  };
  const login = async (email: string) =>
    (
      (await (await request('POST', '/api/enad/login/', { email, password: 'Statefront1!' })).json()) as {
        access_token: string;
      }
    ).access_token;
  const upload = async (token: string, filename: string, bytes: Uint8Array, extra: object = {}) => {
    const response = await request(
      'POST',
      '/api/company-media/',
      { filename, base64: Buffer.from(bytes).toString('base64'), companyId: 'c-acme-ab', ...extra },
      token,
    );
    return {
      status: response.status,
      body: (await response.json()) as { file?: CompanyFile; error?: string },
    };
  };
  const files = () => backend.store.data.companyFiles.map((file) => file.filename);
  return { backend, request, login, upload, files };
}

const convert = async (request: ReturnType<typeof setup>['request'], name: string) => {
  const form = new FormData();
  form.append('file', new Blob([fixture(name)]), name);
  return request('POST', '/api/eps-convert', form);
};

describe('POST /api/eps-convert', () => {
  // The samples' drawings (bounding box or media box) in points; at 150 dpi a point is 150/72 px.
  it.each([
    ['logo.eps', 200, 100],
    ['logo.pdf', 160, 80],
    ['logo.ai', 120, 120],
  ])(
    'renders %s as a PNG of the drawing’s size',
    async (name, widthPt, heightPt) => {
      const [width, height] = [widthPt, heightPt].map((points) => Math.round((points * 150) / 72));
      const { request } = setup();
      const response = await convert(request, name);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width, height });
    },
    30_000,
  );

  it('refuses a file that is not PostScript or PDF by its content, with a text', async () => {
    const { request } = setup();
    const response = await convert(request, 'not-an-image.png');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Filtypen för "not-an-image.png" stöds inte.');
  });

  it("answers 'Konvertering misslyckades' when Ghostscript cannot render it", async () => {
    const { request } = setup();
    const form = new FormData();
    form.append('file', new Blob(['%!PS-Adobe-3.0\nthis is not postscript ( ]\n']), 'broken.eps');
    const response = await request('POST', '/api/eps-convert', form);
    expect([response.status, await response.text()]).toEqual([422, 'Konvertering misslyckades']);
  }, 30_000);
});

describe('POST /api/company-media/', () => {
  it('stores the file, serves it back at its url, the first visible logo primary', async () => {
    const { backend, request, login, upload } = setup();
    backend.store.data.companyFiles = [];
    const token = await login('admin@acme.test');
    const first = await upload(token, 'logo.svg', fixture('logo.svg'));
    expect(first.status).toBe(201);
    expect(first.body.file).toMatchObject({
      filename: 'logo.svg',
      logoType: 'primary',
      contentType: 'image/svg+xml',
    });
    const second = await upload(token, 'logo.png', fixture('logo.png'));
    expect(second.body.file?.logoType).toBe('secondary');
    const served = await request('GET', first.body.file!.url);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fixture('logo.svg'));
  });

  it.each([
    ['not-an-image.png', fixture('not-an-image.png'), 400, 'Filtypen för "not-an-image.png" stöds inte.'],
    ['logo.txt', fixture('logo.png'), 400, 'Filtypen för "logo.txt" stöds inte.'],
    ['logo.eps', fixture('logo.pdf'), 400, 'Filtypen för "logo.eps" stöds inte.'],
    ['acme-logo.png', fixture('logo.png'), 409, 'Filen "acme-logo.png" är redan uppladdad.'],
    [
      'big.png',
      Buffer.concat([fixture('logo.png'), Buffer.alloc(15 * 1024 * 1024)]),
      413,
      'Filen "big.png" är för stor. Maximal storlek är 15MB.',
    ],
  ])('refuses %s with the spec’s message and stores nothing', async (name, bytes, status, error) => {
    const { login, upload, files } = setup();
    const before = files();
    const answer = await upload(await login('admin@acme.test'), name, bytes);
    expect([answer.status, answer.body.error]).toEqual([status, error]);
    expect(files()).toEqual(before);
  });

  it("answers 'Missing companyId' and 'Upload failed'", async () => {
    const { login, upload } = setup();
    const token = await login('admin@acme.test');
    expect((await upload(token, 'logo.png', fixture('logo.png'), { companyId: '' })).body.error).toBe(
      'Missing companyId',
    );
    const broken = await upload(token, 'logo.png', fixture('logo.png'), { base64: '***' });
    expect(broken.body.error).toBe('Upload failed');
  });

  it('refuses a buyer (not an admin) and an outsider; a super admin may', async () => {
    const { login, upload, files } = setup();
    const before = files();
    expect((await upload(await login('buyer@acme.test'), 'logo.png', fixture('logo.png'))).status).toBe(403);
    expect(files()).toEqual(before);
    expect((await upload(await login('super@statefront.test'), 'logo.png', fixture('logo.png'))).status).toBe(
      201,
    );
  });

  it('takes up to 10 files as multipart, refuses 11 with the spec’s message', async () => {
    const { backend, request, login, files } = setup();
    const token = await login('admin@acme.test');
    const form = (count: number) => {
      const body = new FormData();
      body.append('companyId', 'c-acme-ab');
      for (let index = 0; index < count; index += 1)
        body.append('files', new Blob([fixture('logo.png')]), `logo-${index}.png`);
      return body;
    };
    const before = files();
    const refused = await request('POST', '/api/company-media/', form(11), token);
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { error: 'Du kan maximalt ladda upp 10 filer.' },
    ]);
    expect(files()).toEqual(before);
    const taken = await request('POST', '/api/company-media/', form(10), token);
    expect(taken.status).toBe(201);
    expect(((await taken.json()) as { files: unknown[] }).files).toHaveLength(10);
    expect(backend.store.data.companyFiles).toHaveLength(before.length + 10);
  });
});

describe('listing, type change and delete', () => {
  it('lists the company files for a member; refuses someone outside the company', async () => {
    const { request, login } = setup();
    const listed = await request(
      'GET',
      '/api/company-media/?companyId=c-acme-ab&per_page=200',
      undefined,
      await login('buyer@acme.test'),
    );
    const body = (await listed.json()) as { companies: { files: CompanyFile[] }[] };
    expect(body.companies[0]?.files.map((file) => file.filename)).toEqual([
      'acme-logo.png',
      'acme-korrektur-v2.png',
    ]);
    const outsider = await request(
      'GET',
      '/api/company-media/?companyId=c-acme-ab',
      undefined,
      await login('consumer@statefront.test'),
    );
    expect(outsider.status).toBe(403);
  });

  it('changes the logo type (admin only)', async () => {
    const { backend, request, login } = setup();
    const body = { companyId: 'c-acme-ab', filename: 'acme-logo.png', logoType: 'alternative' };
    expect((await request('PUT', '/api/company-media/', body, await login('buyer@acme.test'))).status).toBe(
      403,
    );
    const changed = await request('PUT', '/api/company-media/', body, await login('admin@acme.test'));
    expect(changed.status).toBe(200);
    expect(backend.store.data.companyFiles[0]?.logoType).toBe('alternative');
  });

  it('deletes in both forms with the hidden preview; a buyer may not', async () => {
    const { request, login, upload, files } = setup();
    const token = await login('admin@acme.test');
    const preview = await upload(token, 'logo.eps.png', fixture('logo.png'), {
      custom_fields: { hide: 'true', preview_for: 'logo.eps' },
    });
    const original = await upload(token, 'logo.eps', fixture('logo.eps'), {
      custom_fields: { preview_url: preview.body.file!.url },
    });
    const buyer = await request(
      'DELETE',
      `/api/company-media/${original.body.file!.id}`,
      undefined,
      await login('buyer@acme.test'),
    );
    expect([buyer.status, await buyer.json()]).toEqual([403, { success: false, error: 'Forbidden' }]);
    const deleted = await request('DELETE', `/api/company-media/${original.body.file!.id}`, undefined, token);
    expect(await deleted.json()).toEqual({ success: true });
    expect(files()).toEqual(['acme-logo.png', 'acme-korrektur-v2.png']);
    const byQuery = await request(
      'DELETE',
      '/api/company-media?fileId=f-acme-logo&companyId=c-acme-ab',
      undefined,
      token,
    );
    expect(byQuery.status).toBe(200);
    expect(files()).toEqual(['acme-korrektur-v2.png']);
  });

  it('keeps uploaded files across a restart (persistence)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'print-files-')), 'state.json');
    const first = setup(path);
    await first.upload(await first.login('admin@acme.test'), 'logo.svg', fixture('logo.svg'));
    const second = setup(path);
    const stored = second.backend.store.data.companyFiles.find((file) => file.filename === 'logo.svg')!;
    // The bytes go to a user who sees the company (a link signed by the first process has expired with it).
    const served = await second.request('GET', stored.url, undefined, await second.login('admin@acme.test'));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fixture('logo.svg'));
  });
});
