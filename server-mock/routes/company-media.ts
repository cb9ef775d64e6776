// A company's print files (shopping spec 7, 'Print files'): the company-files query, upload (JSON with
// base64, or multipart), type change, delete in both forms, the stored bytes, and the EPS/PDF/AI to PNG
// conversion. Upload, delete and conversion only for an admin of the company or a super admin; anyone who
// may see the company lists its files and gets their bytes: with the token, or through the short-lived
// signed links the listing hands out (an <img> or a download link sends no token). File ids are random.
// The upload rules are applied again here, the type by the bytes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { components } from '../../openapi/app.gen.ts';
import type { MockApp, MockEnv } from '../app.ts';
import type { SeedCompanyFile, SeedUser } from '../data.ts';
import {
  ConversionError,
  ConversionLimitError,
  type ConversionLimits,
  ConversionQueueFullError,
  convertToPng,
} from '../print-files/convert.ts';
import {
  acceptedKind,
  contentKindOf,
  contentTypes,
  isConvertible,
  maxFileBytes,
  maxFiles,
  messages,
} from '../print-files/rules.ts';
import type { Store } from '../store.ts';
import { signedInUser } from './accounts.ts';
import { apiError, bodyOf } from './respond.ts';

type Schemas = components['schemas'];
type LogoType = Schemas['LogoType'];

const canSee = (user: SeedUser, companyId: string) =>
  user.is_super_admin || user.organisations.some((membership) => membership.id === companyId);

const canAdminister = (user: SeedUser, companyId: string) =>
  user.is_super_admin ||
  user.organisations.some((membership) => membership.id === companyId && membership.level === 'admin');

/** The stored files (a state saved before print files existed has none). */
const filesOf = (store: Store) => {
  store.data.companyFiles ??= [];
  return store.data.companyFiles;
};

/** How long a signed link to a file's bytes works (the panel's query is refreshed well before). */
export const fileLinkLifetimeMs = 60 * 60 * 1000;

const filePathPrefix = '/api/company-media/files/';
/** The id in a file url (`/api/company-media/files/{id}/{filename}`, a query allowed), or null. */
const fileIdOfUrl = (url: string) =>
  url.startsWith(filePathPrefix) ? (url.slice(filePathPrefix.length).split(/[/?]/)[0] ?? null) : null;
/** A file url without its query (a signed link given back to the backend is stored as the plain url). */
const plainFileUrl = (url: string) => (fileIdOfUrl(url) ? url.split('?')[0]! : url);

/** A new print-file id: 16 random bytes (128 bits), base64url. */
export const newFileId = () => randomBytes(16).toString('base64url');

/**
 * Signed links to the bytes: the HMAC of the id and the expiry under a key of this server's own, made at
 * start (so a link does not outlive the process that signed it).
 */
function fileLinks(store: Store) {
  const key = randomBytes(32);
  const signatureOf = (id: string, expires: number) =>
    createHmac('sha256', key).update(`${id}\n${expires}`).digest('base64url');
  const sign = (url: string) => {
    const id = fileIdOfUrl(url);
    if (!id) return url;
    const expires = Math.floor((store.clock().getTime() + fileLinkLifetimeMs) / 1000);
    return `${plainFileUrl(url)}?expires=${expires}&signature=${signatureOf(id, expires)}`;
  };
  const verify = (id: string, expires: string | undefined, signature: string | undefined) => {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 <= store.clock().getTime()) return false;
    const expected = Buffer.from(signatureOf(id, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  /** The record as the API shows it: without the bytes, its url and its preview's url signed. */
  const publicFile = ({ data: _data, ...file }: SeedCompanyFile): Schemas['CompanyFile'] => {
    const { preview_url } = file.custom_fields;
    return {
      ...file,
      url: sign(file.url),
      custom_fields: preview_url
        ? { ...file.custom_fields, preview_url: sign(preview_url) }
        : file.custom_fields,
    };
  };
  return { verify, publicFile };
}

const isHidden = (file: SeedCompanyFile) =>
  file.custom_fields.hide === 'true' || file.filename.toLowerCase().includes('korrektur');

interface Incoming {
  filename: string;
  bytes: Uint8Array;
}

type Refusal = { status: 400 | 404 | 409 | 413; error: string };

/** Checks one incoming file against the rules and the company's files; the refusal, or its kind. */
function checkFile(store: Store, companyId: string, file: Incoming, batch: Incoming[]) {
  if (file.bytes.length > maxFileBytes)
    return { status: 413, error: messages.tooLarge(file.filename) } satisfies Refusal;
  const kind = acceptedKind(file.filename, file.bytes);
  if (!kind) return { status: 400, error: messages.unsupported(file.filename) } satisfies Refusal;
  const sameFile = (other: { filename: string; size: number }) =>
    other.filename === file.filename && other.size === file.bytes.length;
  const stored = filesOf(store).filter((entry) => entry.companyId === companyId);
  const earlier = batch.slice(0, batch.indexOf(file));
  if (
    stored.some(sameFile) ||
    earlier.some((other) => sameFile({ filename: other.filename, size: other.bytes.length }))
  )
    return { status: 409, error: messages.duplicate(file.filename) } satisfies Refusal;
  return kind;
}

/** Decodes base64 (a data URL prefix allowed); null when it is not base64. */
function decodeBase64(text: string): Uint8Array | null {
  const payload = text.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) return null;
  return new Uint8Array(Buffer.from(payload, 'base64'));
}

function storeFile(
  store: Store,
  companyId: string,
  file: Incoming,
  options: { logoType?: LogoType; description?: string; custom_fields?: Record<string, string> },
): SeedCompanyFile {
  const id = newFileId();
  const kind = contentKindOf(file.bytes);
  const custom_fields = { ...options.custom_fields };
  if (custom_fields.preview_url) custom_fields.preview_url = plainFileUrl(custom_fields.preview_url);
  const company = filesOf(store).filter((entry) => entry.companyId === companyId && !isHidden(entry));
  const record: SeedCompanyFile = {
    id,
    filename: file.filename,
    url: `/api/company-media/files/${id}/${encodeURIComponent(file.filename)}`,
    size: file.bytes.length,
    // The company's first logo is its primary one, the rest secondary (shopping spec 4).
    logoType: options.logoType ?? (company.length === 0 ? 'primary' : 'secondary'),
    companyId,
    contentType: kind ? contentTypes[kind] : 'application/octet-stream',
    custom_fields,
    created_at: store.clock().toISOString(),
    data: Buffer.from(file.bytes).toString('base64'),
  };
  if (options.description?.trim()) record.description = options.description.trim();
  filesOf(store).push(record);
  return record;
}

/** Who may upload or delete in the company: the refusal, or null. */
function refuseAdmin(c: Context<MockEnv>, companyId: string | undefined) {
  const user = signedInUser(c);
  if (!user) return apiError(c, 401, 'Unauthorized');
  if (!companyId) return apiError(c, 400, messages.missingCompany);
  if (!c.var.store.data.companies.some((company) => company.id === companyId))
    return apiError(c, 404, `'companyId' names no company: ${companyId}`);
  if (!canAdminister(user, companyId)) return apiError(c, 403, 'Forbidden');
  return null;
}

function deleteFile(c: Context<MockEnv>, fileId: string, companyId?: string) {
  const { store } = c.var;
  const user = signedInUser(c);
  if (!user) return apiError(c, 401, 'Unauthorized');
  const file = filesOf(store).find(
    (entry) => entry.id === fileId && (!companyId || entry.companyId === companyId),
  );
  if (!file) return c.json({ success: false, error: `No file ${fileId}` }, 404);
  if (!canAdminister(user, file.companyId)) return c.json({ success: false, error: 'Forbidden' }, 403);
  // The file's hidden PNG preview goes with it.
  store.data.companyFiles = filesOf(store).filter(
    (entry) =>
      entry.id !== file.id &&
      !(entry.companyId === file.companyId && entry.custom_fields.preview_for === file.filename),
  );
  return c.json({ success: true });
}

export function companyMediaRoutes(app: MockApp, store: Store, conversionLimits: ConversionLimits = {}) {
  const { verify, publicFile } = fileLinks(store);

  app.get('/api/company-media/', (c) => {
    const { store } = c.var;
    const user = signedInUser(c);
    if (!user) return apiError(c, 401, 'Unauthorized');
    const companyId = c.req.query('companyId') ?? '';
    const company = store.data.companies.find((entry) => entry.id === companyId);
    if (!company) return apiError(c, 404, `'companyId' names no company: ${companyId}`);
    if (!canSee(user, companyId)) return apiError(c, 403, 'Forbidden');
    const perPage = Number(c.req.query('per_page') || 200);
    const files = filesOf(store)
      .filter((file) => file.companyId === companyId)
      .slice(0, perPage)
      .map(publicFile);
    return c.json({ companies: [{ id: company.id, name: company.name, files }] });
  });

  app.post('/api/company-media/', async (c) => {
    const { store } = c.var;
    if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        return apiError(c, 400, messages.uploadFailed);
      }
      const companyId = String(form.get('companyId') ?? '') || undefined;
      const refusal = refuseAdmin(c, companyId);
      if (refusal) return refusal;
      const uploads = form.getAll('files').filter((entry): entry is File => typeof entry !== 'string');
      if (uploads.length === 0) return apiError(c, 400, "'files' is required");
      if (uploads.length > maxFiles) return apiError(c, 400, messages.tooMany);
      const batch = await Promise.all(
        uploads.map(async (file) => ({
          filename: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        })),
      );
      // All or nothing: every file is checked before one is stored.
      for (const file of batch) {
        const checked = checkFile(store, companyId as string, file, batch);
        if (typeof checked === 'object') return apiError(c, checked.status, checked.error);
      }
      const logoType = form.get('logoType');
      const description = form.get('description');
      const files = batch.map((file) =>
        publicFile(
          storeFile(store, companyId as string, file, {
            logoType: ['primary', 'secondary', 'alternative'].includes(String(logoType))
              ? (logoType as LogoType)
              : undefined,
            description: typeof description === 'string' ? description : undefined,
          }),
        ),
      );
      return c.json({ files }, 201);
    }
    const body = bodyOf<Schemas['CompanyFileUpload']>(c);
    const refusal = refuseAdmin(c, body.companyId.trim() || undefined);
    if (refusal) return refusal;
    const bytes = decodeBase64(body.base64);
    if (!bytes || bytes.length === 0) return apiError(c, 400, messages.uploadFailed);
    const incoming = { filename: body.filename, bytes };
    const checked = checkFile(store, body.companyId, incoming, [incoming]);
    if (typeof checked === 'object') return apiError(c, checked.status, checked.error);
    const file = storeFile(store, body.companyId, incoming, body);
    return c.json({ file: publicFile(file) }, 201);
  });

  app.put('/api/company-media/', (c) => {
    const { store } = c.var;
    const body = bodyOf<{
      companyId: string;
      filename: string;
      id?: string;
      logoType?: LogoType;
      description?: string;
    }>(c);
    const refusal = refuseAdmin(c, body.companyId);
    if (refusal) return refusal;
    const file = filesOf(store).find(
      (entry) =>
        entry.companyId === body.companyId &&
        entry.filename === body.filename &&
        (!body.id || entry.id === body.id),
    );
    if (!file) return apiError(c, 404, `No file '${body.filename}' in the company`);
    if (body.logoType) file.logoType = body.logoType;
    if (body.description !== undefined) {
      if (body.description.trim()) file.description = body.description.trim();
      else delete file.description;
    }
    return c.json({ file: publicFile(file) });
  });

  app.delete('/api/company-media/:id', (c) => deleteFile(c, c.req.param('id')));
  app.delete('/api/company-media', (c) =>
    deleteFile(c, c.req.query('fileId') ?? '', c.req.query('companyId') ?? ''),
  );

  app.get('/api/company-media/files/:id/:filename', (c) => {
    const id = c.req.param('id');
    // A link the listing signed, or a user who may see the company; refused alike whether the file exists.
    if (!verify(id, c.req.query('expires'), c.req.query('signature'))) {
      const user = signedInUser(c);
      if (!user) return apiError(c, 401, 'Unauthorized');
      const owner = filesOf(c.var.store).find((entry) => entry.id === id)?.companyId;
      if (owner && !canSee(user, owner)) return apiError(c, 403, 'Forbidden');
    }
    const file = filesOf(c.var.store).find((entry) => entry.id === id);
    if (!file) return apiError(c, 404, `No file ${id}`);
    const disposition = c.req.query('download') === '1' ? 'attachment' : 'inline';
    return c.body(new Uint8Array(Buffer.from(file.data, 'base64')), 200, {
      'content-type': file.contentType ?? 'application/octet-stream',
      'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'cache-control': 'private, max-age=3600',
      // An SVG shown from here runs no script of its own.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
  });

  // Only who may upload for the company converts; Ghostscript runs in a worker, within time and memory limits,
  // the file waiting in its company's queue (one at a time per company; other companies' are not held up).
  app.post('/api/eps-convert', async (c) => {
    if (!signedInUser(c)) return apiError(c, 401, 'Unauthorized');
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return c.text("'file' is required", 400);
    }
    const companyId = String(form.get('companyId') ?? '').trim();
    const refusal = refuseAdmin(c, companyId || undefined);
    if (refusal) return refusal;
    const file = form.get('file');
    if (!file || typeof file === 'string') return c.text("'file' is required", 400);
    if (file.size > maxFileBytes) return c.text(messages.tooLarge(file.name), 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isConvertible(contentKindOf(bytes))) return c.text(messages.unsupported(file.name), 400);
    try {
      const png = await convertToPng(bytes, conversionLimits, companyId);
      return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png' });
    } catch (error) {
      if (error instanceof ConversionQueueFullError) {
        c.header('retry-after', String(error.retryAfterSeconds));
        return c.text(messages.conversionQueueFull(file.name), 429);
      }
      if (error instanceof ConversionLimitError) return c.text(messages.conversionLimit(file.name), 422);
      if (error instanceof ConversionError) return c.text(messages.conversionFailed, 422);
      throw error;
    }
  });
}
