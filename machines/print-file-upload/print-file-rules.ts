// The print-file upload rules of the browser (shopping spec 5 and 9); pure TypeScript, so the machine,
// the view and the tests agree. The backend applies them again, the type by the content.

export const maxUploadFiles = 10;
/** The panel passes 15 MB; the guidelines text falls back to 50 MB when none is passed. */
export const maxUploadMb = 15;
export const guidelinesFallbackMb = 50;

/** A chosen file as the machine sees it (the view keeps the bytes by id). */
export interface PrintFileEntry {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** A file the company already has (duplicates are the same name and size). */
export interface StoredFileRef {
  filename: string;
  size: number;
}

/** A broken rule: its message key (account namespace) and the values of its placeholders. */
export interface RuleProblem {
  key: 'printFiles.tooMany' | 'printFiles.tooLarge' | 'printFiles.unsupported' | 'printFiles.duplicate';
  values: Record<string, string | number>;
}

const acceptedExtensions = ['svg', 'ai', 'eps', 'pdf', 'ps'];
const acceptedTypes = [
  'application/pdf',
  'application/postscript',
  'application/illustrator',
  'image/svg+xml',
];
/** Vector files that become a PNG preview before upload. */
const convertedExtensions = ['eps', 'pdf', 'ai'];

export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Images, svg, ai, eps, pdf and postscript, by type or name (the backend checks the content). */
export const isAcceptedType = (file: Pick<PrintFileEntry, 'name' | 'type'>) =>
  file.type.startsWith('image/') ||
  acceptedTypes.includes(file.type) ||
  acceptedExtensions.includes(extensionOf(file.name));

export const needsConversion = (file: Pick<PrintFileEntry, 'name'>) =>
  convertedExtensions.includes(extensionOf(file.name));

/** The problem of one file, or null: size, then type, then a duplicate of a stored or earlier file. */
export function problemOf(
  file: PrintFileEntry,
  stored: StoredFileRef[],
  earlier: PrintFileEntry[],
  maxMb = maxUploadMb,
): RuleProblem | null {
  if (file.size > maxMb * 1024 * 1024)
    return { key: 'printFiles.tooLarge', values: { name: file.name, n: maxMb } };
  if (!isAcceptedType(file)) return { key: 'printFiles.unsupported', values: { name: file.name } };
  const same = (other: StoredFileRef) => other.filename === file.name && other.size === file.size;
  if (stored.some(same) || earlier.some((other) => same({ filename: other.name, size: other.size })))
    return { key: 'printFiles.duplicate', values: { name: file.name } };
  return null;
}

/** Files whose name contains 'korrektur' or whose `custom_fields.hide` is 'true' are not listed. */
export const isListed = (file: { filename: string; custom_fields?: { hide?: string } }) =>
  !file.filename.toLowerCase().includes('korrektur') && file.custom_fields?.hide !== 'true';
