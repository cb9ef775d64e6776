// Print files in the embedded backend: the conversion of each sample (in a worker, within its time and
// memory limits, for who may upload for the company only), the upload rules with the spec's messages (type
// by content), the role checks (a refused request changes nothing), the bytes for who may see the company or
// through a signed, expiring link, random file ids, delete in both forms with the hidden preview, and files
// that survive a restart.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/app.gen';
import type { MockServerOptions } from '../../server-mock/app';
import { acmeLogoFileId } from '../../server-mock/seed/company-files';
import { createTestBackend, testNow, testOrigin } from '../support/test-backend';

type CompanyFile = components['schemas']['CompanyFile'];
const fixture = (name: string) => readFileSync(new URL(`../fixtures/print-files/${name}`, import.meta.url));

/** Width and height of a PNG, read from its IHDR chunk (and its signature checked). */
function pngSize(bytes: Uint8Array) {
  const view = Buffer.from(bytes);
  expect([...view.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(view.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

function setup(persistPath?: string, options: MockServerOptions = {}) {
  const backend = createTestBackend({ persistPath, ...options });
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

type Setup = ReturnType<typeof setup>;

/** A conversion request of an admin of Acme AB (or of the token given, '' for none). */
const convertBytes = async (
  { request, login }: Setup,
  name: string,
  bytes: Uint8Array | string,
  token?: string,
  companyId = 'c-acme-ab',
) => {
  const form = new FormData();
  if (companyId) form.append('companyId', companyId);
  form.append('file', new Blob([bytes as BlobPart]), name);
  return request('POST', '/api/eps-convert', form, token ?? (await login('admin@acme.test')));
};
const convert = (backend: Setup, name: string) => convertBytes(backend, name, fixture(name));

/** A PostScript program that never ends, and one that asks for ever more memory. */
const endless = '%!PS-Adobe-3.0\n{ } loop\n';
const greedy = '%!PS-Adobe-3.0\n/d 100000 dict def 0 1 1000000000 { d exch 1000000 string put } for\n';

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
      const response = await convert(setup(), name);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width, height });
    },
    30_000,
  );

  it('refuses a file that is not PostScript or PDF by its content, with a text', async () => {
    const response = await convert(setup(), 'not-an-image.png');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Filtypen för "not-an-image.png" stöds inte.');
  });

  it("answers 'Konvertering misslyckades' when Ghostscript cannot render it", async () => {
    const response = await convertBytes(
      setup(),
      'broken.eps',
      '%!PS-Adobe-3.0\nthis is not postscript ( ]\n',
    );
    expect([response.status, await response.text()]).toEqual([422, 'Konvertering misslyckades']);
  }, 90_000);

  it('refuses an endless file at its time limit while other requests are answered', async () => {
    // 3 s, not 10: short for the test, long enough for a sample on a busy machine.
    const backend = setup(undefined, { conversion: { timeLimitMs: 3000 } });
    const token = await backend.login('admin@acme.test');
    // The worker is started and its module loaded first (not the file's time).
    await convertBytes(backend, 'logo.eps', fixture('logo.eps'), token);
    const started = performance.now();
    const refused = convertBytes(backend, 'endless.eps', endless, token).then(async (response) => ({
      status: response.status,
      text: await response.text(),
      ms: performance.now() - started,
    }));
    // Meanwhile the backend answers, at once, again and again.
    const latencies: number[] = [];
    await new Promise((done) => setTimeout(done, 200));
    for (let index = 0; index < 5; index += 1) {
      const asked = performance.now();
      const markets = await backend.request('GET', '/api/markets/');
      expect(markets.status).toBe(200);
      latencies.push(performance.now() - asked);
      await new Promise((done) => setTimeout(done, 100));
    }
    const answer = await refused;
    expect(answer.status).toBe(422);
    expect(answer.text).toBe(
      'Filen "endless.eps" kunde inte konverteras: den tar för lång tid eller kräver för mycket minne. Förenkla filen eller spara den som PDF och försök igen.',
    );
    expect(answer.ms).toBeGreaterThanOrEqual(2900);
    expect(answer.ms).toBeLessThan(8000);
    expect(Math.max(...latencies)).toBeLessThan(500);
    console.info(
      `endless PostScript refused after ${Math.round(answer.ms)} ms (limit 3000 ms); GET /api/markets/ meanwhile: ${latencies.map(Math.round).join(', ')} ms`,
    );
    // The next file gets a new worker (the old one was terminated) and converts.
    expect((await convertBytes(backend, 'logo.pdf', fixture('logo.pdf'), token)).status).toBe(200);
  }, 120_000);

  it("queues a company's files behind each other, and another company's not behind them", async () => {
    // 3 s, not 10: short for the test (a file's own time starts when its worker has loaded Ghostscript).
    const backend = setup(undefined, { conversion: { timeLimitMs: 3000 } });
    const acme = await backend.login('admin@acme.test');
    const nordic = await backend.login('super@statefront.test');
    const convertFor = async (token: string, companyId: string, name: string, bytes: Uint8Array | string) => {
      const started = performance.now();
      const response = await convertBytes(backend, name, bytes, token, companyId);
      return { status: response.status, text: await response.text(), ms: performance.now() - started };
    };
    // Both workers of the pool are started and have loaded the module; then Nordic Print Oy's file alone.
    await Promise.all([
      convertFor(acme, 'c-acme-ab', 'logo.eps', fixture('logo.eps')),
      convertFor(nordic, 'c-nordic-print-oy', 'logo.eps', fixture('logo.eps')),
    ]);
    const alone = await convertFor(nordic, 'c-nordic-print-oy', 'logo.pdf', fixture('logo.pdf'));
    expect(alone.status).toBe(200);

    // Acme AB sends three endless files, then Nordic Print Oy a valid one.
    const started = performance.now();
    const endlessFiles = [1, 2, 3].map((index) =>
      convertFor(acme, 'c-acme-ab', `endless-${index}.eps`, endless).then((answer) => ({
        ...answer,
        ms: performance.now() - started,
      })),
    );
    await new Promise((done) => setTimeout(done, 200));
    const valid = await convertFor(nordic, 'c-nordic-print-oy', 'logo.pdf', fixture('logo.pdf'));
    const refused = await Promise.all(endlessFiles);
    console.info(
      `Nordic Print Oy's file: ${Math.round(valid.ms)} ms behind Acme AB's three endless files (${Math.round(alone.ms)} ms alone); Acme AB's refused after ${refused.map((answer) => Math.round(answer.ms)).join(', ')} ms`,
    );
    // Within about its own time: before the first endless file reaches its limit (today it waits for all three).
    expect(valid.status).toBe(200);
    expect(valid.ms).toBeLessThan(alone.ms + 1500);
    expect(valid.ms).toBeLessThan(2800);
    // Acme AB's own files waited for each other: one time limit after another.
    expect(refused.map((answer) => answer.status)).toEqual([422, 422, 422]);
    for (const [index, answer] of refused.entries())
      expect(answer.ms).toBeGreaterThanOrEqual(2900 * (index + 1));
  }, 120_000);

  it('refuses a file with 429 and Retry-After while four of its company wait', async () => {
    const backend = setup(undefined, { conversion: { timeLimitMs: 5000 } });
    const token = await backend.login('admin@acme.test');
    // Six at once: one converts, four wait, the sixth is refused before it waits.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        convertBytes(backend, `logo-${index}.eps`, fixture('logo.eps'), token).then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          text: await response.text(),
        })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 429]);
    const full = answers.find((answer) => answer.status === 429)!;
    expect(full.retryAfter).toBe('5');
    expect(full.text).toMatch(
      /^Filen "logo-\d.eps" kunde inte konverteras nu: företaget har redan flera filer i kö\. Försök igen om en stund\.$/,
    );
    // The queue has room again.
    expect((await convert(backend, 'logo.eps')).status).toBe(200);
  }, 120_000);

  it('refuses a file that needs more memory than its limit', async () => {
    const backend = setup(undefined, { conversion: { memoryLimitMb: 160, timeLimitMs: 30_000 } });
    const response = await convertBytes(backend, 'greedy.ps', greedy);
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/^Filen "greedy.ps" kunde inte konverteras: .*för mycket minne/);
    // The next file gets a fresh worker and converts (after a terminated one alike).
    expect((await convertBytes(backend, 'logo.pdf', fixture('logo.pdf'))).status).toBe(200);
  }, 120_000);

  it('converts only for a signed-in admin of the company (or a super admin)', async () => {
    const backend = setup();
    const refusal = async (token: string, companyId = 'c-acme-ab') => {
      const response = await convertBytes(backend, 'logo.eps', fixture('logo.eps'), token, companyId);
      return [response.status, ((await response.json()) as { error: string }).error];
    };
    expect(await refusal('')).toEqual([401, 'Unauthorized']);
    expect(await refusal(await backend.login('buyer@acme.test'))).toEqual([403, 'Forbidden']);
    expect(await refusal(await backend.login('consumer@statefront.test'))).toEqual([403, 'Forbidden']);
    expect(await refusal(await backend.login('admin@acme.test'), '')).toEqual([400, 'Missing companyId']);
    expect(await refusal(await backend.login('admin@acme.test'), 'c-nothing')).toEqual([
      404,
      "'companyId' names no company: c-nothing",
    ]);
    const superAdmin = await backend.login('super@statefront.test');
    expect((await convertBytes(backend, 'logo.eps', fixture('logo.eps'), superAdmin)).status).toBe(200);
  }, 90_000);
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
      `/api/company-media?fileId=${acmeLogoFileId}&companyId=c-acme-ab`,
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

describe('the stored bytes', () => {
  const listed = async ({ request }: Setup, token: string) => {
    const response = await request('GET', '/api/company-media/?companyId=c-acme-ab', undefined, token);
    return ((await response.json()) as { companies: { files: CompanyFile[] }[] }).companies[0]!.files;
  };
  const plain = (url: string) => url.split('?')[0]!;

  it('are refused without a token or a signed link, and to a user outside the company', async () => {
    const backend = setup();
    const [logo, proof] = backend.backend.store.data.companyFiles;
    for (const file of [logo!, proof!]) {
      const anonymous = await backend.request('GET', file.url);
      expect([anonymous.status, await anonymous.json()]).toEqual([401, { error: 'Unauthorized' }]);
      const outsider = await backend.request(
        'GET',
        file.url,
        undefined,
        await backend.login('consumer@statefront.test'),
      );
      expect([outsider.status, await outsider.json()]).toEqual([403, { error: 'Forbidden' }]);
    }
    // A member of the company gets them with the token.
    const member = await backend.request('GET', logo!.url, undefined, await backend.login('buyer@acme.test'));
    expect([member.status, member.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('are served through the signed links of the listing until they expire; a forged link is refused', async () => {
    let now = testNow.getTime();
    const backend = setup(undefined, { clock: () => new Date(now) });
    const token = await backend.login('buyer@acme.test');
    const files = await listed(backend, token);
    for (const file of files) {
      expect(file.url).toMatch(/\?expires=\d+&signature=[\w-]{43}$/);
      const served = await backend.request('GET', file.url);
      expect(served.status).toBe(200);
    }
    const [logo, proof] = files;
    const download = await backend.request('GET', `${logo!.url}&download=1`);
    expect(download.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''acme-logo.png");
    // The signature is the file's own: it opens no other file, and an altered expiry breaks it.
    const query = logo!.url.split('?')[1]!;
    expect((await backend.request('GET', `${plain(proof!.url)}?${query}`)).status).toBe(401);
    const expires = Number(/expires=(\d+)/.exec(query)![1]);
    expect(
      (await backend.request('GET', logo!.url.replace(`expires=${expires}`, `expires=${expires + 3600}`)))
        .status,
    ).toBe(401);
    // An hour on, the link has expired.
    now += 60 * 60 * 1000 + 1000;
    expect((await backend.request('GET', logo!.url)).status).toBe(401);
    expect((await backend.request('GET', logo!.url, undefined, token)).status).toBe(200);
  });

  it('keep a preview_url given back signed as the plain url, and sign it again when listed', async () => {
    const backend = setup();
    const token = await backend.login('admin@acme.test');
    const preview = await backend.upload(token, 'logo.eps.png', fixture('logo.png'), {
      custom_fields: { hide: 'true', preview_for: 'logo.eps' },
    });
    expect(preview.body.file!.url).toContain('?expires=');
    await backend.upload(token, 'logo.eps', fixture('logo.eps'), {
      custom_fields: { preview_url: preview.body.file!.url },
    });
    const stored = backend.backend.store.data.companyFiles;
    const original = stored.find((file) => file.filename === 'logo.eps')!;
    const storedPreview = stored.find((file) => file.filename === 'logo.eps.png')!;
    expect(original.custom_fields.preview_url).toBe(storedPreview.url);
    expect(storedPreview.url).toBe(`/api/company-media/files/${storedPreview.id}/logo.eps.png`);
    const listedOriginal = (await listed(backend, token)).find((file) => file.filename === 'logo.eps')!;
    const previewLink = listedOriginal.custom_fields.preview_url!;
    expect(plain(previewLink)).toBe(storedPreview.url);
    expect((await backend.request('GET', previewLink)).status).toBe(200);
  });
});

describe('file ids', () => {
  it('are random, 128 bits, not sequential; the seeded ones derived from a fixed seed', async () => {
    const backend = setup();
    const token = await backend.login('admin@acme.test');
    const form = new FormData();
    form.append('companyId', 'c-acme-ab');
    for (let index = 0; index < 5; index += 1)
      form.append('files', new Blob([fixture('logo.png')]), `logo-${index}.png`);
    const response = await backend.request('POST', '/api/company-media/', form, token);
    const ids = ((await response.json()) as { files: CompanyFile[] }).files.map((file) => file.id);
    const seeded = backend.backend.store.data.companyFiles.slice(0, 2).map((file) => file.id);
    for (const id of [...ids, ...seeded]) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // No two new ids share a prefix as a counter's would.
    expect(new Set(ids.map((id) => id.slice(0, 4))).size).toBeGreaterThan(1);
    // The seed is the same on every start.
    expect(
      setup()
        .backend.store.data.companyFiles.slice(0, 2)
        .map((file) => file.id),
    ).toEqual(seeded);
    expect(seeded[0]).toBe(acmeLogoFileId);
  });
});
