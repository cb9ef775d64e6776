// The upload rules of the print files, applied again by the backend (shopping spec 5), with the spec's
// Swedish messages. The type is found by the bytes, and the name's extension must agree with it.

export const maxFiles = 10;
export const maxFileMb = 15;
export const maxFileBytes = maxFileMb * 1024 * 1024;

export const messages = {
  tooMany: `Du kan maximalt ladda upp ${maxFiles} filer.`,
  tooLarge: (name: string) => `Filen "${name}" är för stor. Maximal storlek är ${maxFileMb}MB.`,
  unsupported: (name: string) => `Filtypen för "${name}" stöds inte.`,
  duplicate: (name: string) => `Filen "${name}" är redan uppladdad.`,
  missingCompany: 'Missing companyId',
  uploadFailed: 'Upload failed',
  conversionFailed: 'Konvertering misslyckades',
  /** A file over the conversion's time or memory limit (the worker is stopped). */
  conversionLimit: (name: string) =>
    `Filen "${name}" kunde inte konverteras: den tar för lång tid eller kräver för mycket minne. Förenkla filen eller spara den som PDF och försök igen.`,
  /** The company's conversion queue is full (one file converting, several waiting). */
  conversionQueueFull: (name: string) =>
    `Filen "${name}" kunde inte konverteras nu: företaget har redan flera filer i kö. Försök igen om en stund.`,
};

export type ContentKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'tiff' | 'svg' | 'pdf' | 'postscript';

export const contentTypes: Record<ContentKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  postscript: 'application/postscript',
};

/** The kinds of content each accepted extension may hold (an AI file is PDF-compatible or PostScript). */
const extensions: Record<string, ContentKind[]> = {
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  bmp: ['bmp'],
  tif: ['tiff'],
  tiff: ['tiff'],
  svg: ['svg'],
  pdf: ['pdf'],
  ai: ['pdf', 'postscript'],
  eps: ['postscript'],
  ps: ['postscript'],
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What the bytes are, by their signature (magic bytes), or null. */
export function contentKindOf(bytes: Uint8Array): ContentKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF8'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM'))) return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // PostScript, or a DOS EPS binary header (C5 D0 D3 C6).
  if (startsWith(bytes, ascii('%!PS')) || startsWith(bytes, [0xc5, 0xd0, 0xd3, 0xc6])) return 'postscript';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (
    (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) &&
    /<svg[\s>]/.test(head)
  )
    return 'svg';
  return null;
}

export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The content kind when the name's extension is accepted and the bytes agree with it, else null. */
export function acceptedKind(name: string, bytes: Uint8Array): ContentKind | null {
  const kind = contentKindOf(bytes);
  return kind && extensions[extensionOf(name)]?.includes(kind) ? kind : null;
}

/** Kinds that Ghostscript renders to a PNG preview. */
export const isConvertible = (kind: ContentKind | null) => kind === 'pdf' || kind === 'postscript';
