import type { MachineScenarios } from '../scenarios';
import type { printFileUploadMachine } from './print-file-upload.machine';

/** Samples of tests/fixtures/print-files (their real sizes), as the picker hands them over. */
const eps = { id: 'f1', name: 'logo.eps', size: 267, type: 'application/postscript' };
const png = { id: 'f2', name: 'logo.png', size: 1260, type: 'image/png' };
const text = { id: 'f3', name: 'notes.txt', size: 52, type: 'text/plain' };
const many = Array.from({ length: 11 }, (_, index) => ({
  ...png,
  id: `m${index}`,
  name: `logo-${index}.png`,
}));

export const printFileUploadScenarios: MachineScenarios<typeof printFileUploadMachine> = {
  input: { companyId: 'c-acme-ab' },
  contextKey: (context) => ({
    queue: context.queue.map((file) => file.name),
    index: context.index,
    failures: context.failures.map((failure) => failure.key),
  }),
  events: {
    'files.add': [
      { type: 'files.add', files: [eps], stored: [], hasLogo: true, description: 'Tryck på ryggen' },
      { type: 'files.add', files: [png], stored: [], hasLogo: true, description: 'Tryck på ryggen' },
      { type: 'files.add', files: many, stored: [], hasLogo: true, description: '' },
      { type: 'files.add', files: [text], stored: [], hasLogo: true, description: '' },
    ],
  },
  actors: {
    convert: {
      done: [{ output: { size: 2000 }, description: 'The PNG.' }],
      error: [{ message: 'Konvertering misslyckades', description: 'Ghostscript could not render it.' }],
    },
    uploadPreview: {
      done: [{ output: { url: '/api/company-media/files/f-1/logo.eps.png' }, description: 'Stored hidden.' }],
      error: [{ message: 'Upload failed', description: 'The backend refused it.' }],
    },
    uploadOriginal: {
      done: [{ output: { url: '/api/company-media/files/f-2/logo.eps' }, description: 'Stored.' }],
      error: [
        { message: 'Filtypen för "logo.png" stöds inte.', description: 'Refused by the content check.' },
      ],
    },
  },
};
