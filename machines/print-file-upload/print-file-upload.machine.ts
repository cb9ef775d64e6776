import { assign, fromPromise, setup } from 'xstate';
import { serverMessageOf } from '../shared/rules';
import {
  maxUploadFiles,
  needsConversion,
  type PrintFileEntry,
  problemOf,
  type RuleProblem,
  type StoredFileRef,
} from './print-file-rules';

export type PrintFileStatus = 'waiting' | 'converting' | 'uploading' | 'done' | 'failed';
export type LogoType = 'primary' | 'secondary' | 'alternative';

/** A file's failure: the key of its text (account namespace) or the server's own message. */
export interface FileFailure {
  name: string;
  /** Whether it went through the conversion ('Konvertering/uppladdning misslyckades för {file}'). */
  converted: boolean;
  key:
    | 'printFiles.conversionFailed'
    | 'printFiles.previewUploadFailed'
    | 'printFiles.originalUploadFailed'
    | 'printFiles.uploadFailed';
  message: string | null;
}

export interface PrintFileUploadContext {
  companyId: string;
  /** The accepted files of the running batch, in order. */
  queue: PrintFileEntry[];
  index: number;
  status: Record<string, PrintFileStatus>;
  /** The rules the last chosen files broke (shown until the next choice). */
  problems: RuleProblem[];
  /** Whether the company has a listed logo (else the first upload is primary). */
  hasLogo: boolean;
  /** The description given with the batch, stored with each of its files ('' for none). */
  description: string;
  /** The converted PNG of the current file (the view's Blob) and its url once uploaded. */
  preview: unknown;
  previewUrl: string | null;
  failures: FileFailure[];
}

export type PrintFileUploadEvent = {
  type: 'files.add';
  files: PrintFileEntry[];
  /** The company's files (hidden ones too), for the duplicate rule. */
  stored: StoredFileRef[];
  hasLogo: boolean;
  /** The text of the upload area's description field. */
  description: string;
};

type AddEvent = PrintFileUploadEvent;

const problemsOf = (event: AddEvent) =>
  event.files.flatMap((file, index) => {
    const problem = problemOf(file, event.stored, event.files.slice(0, index));
    return problem ? [problem] : [];
  });
const acceptedOf = (event: AddEvent) =>
  event.files.filter((file, index) => !problemOf(file, event.stored, event.files.slice(0, index)));

const current = (context: PrintFileUploadContext) => context.queue[context.index] as PrintFileEntry;

export const printFileUploadMachine = setup({
  types: {
    context: {} as PrintFileUploadContext,
    events: {} as PrintFileUploadEvent,
    input: {} as { companyId: string },
  },
  actors: {
    convert: fromPromise<unknown, { file: PrintFileEntry }>(async () => {
      throw new Error('not provided: convert');
    }),
    uploadPreview: fromPromise<
      { url: string },
      { companyId: string; file: PrintFileEntry; png: unknown; description: string }
    >(async () => {
      throw new Error('not provided: uploadPreview');
    }),
    uploadOriginal: fromPromise<
      { url: string },
      {
        companyId: string;
        file: PrintFileEntry;
        logoType: LogoType;
        previewUrl: string | null;
        description: string;
      }
    >(async () => {
      throw new Error('not provided: uploadOriginal');
    }),
  },
  actions: {
    refuseTooMany: assign({
      problems: (): RuleProblem[] => [{ key: 'printFiles.tooMany', values: { n: maxUploadFiles } }],
    }),
    refuseFiles: assign({ problems: ({ event }) => problemsOf(event as AddEvent) }),
    acceptFiles: assign(({ event }) => {
      const add = event as AddEvent;
      const queue = acceptedOf(add);
      return {
        queue,
        index: 0,
        problems: problemsOf(add),
        hasLogo: add.hasLogo,
        description: add.description.trim(),
        failures: [],
        status: Object.fromEntries(queue.map((file) => [file.id, 'waiting' as PrintFileStatus])),
      };
    }),
    markConverting: assign({
      status: ({ context }) => ({ ...context.status, [current(context).id]: 'converting' as const }),
    }),
    markUploading: assign({
      status: ({ context }) => ({ ...context.status, [current(context).id]: 'uploading' as const }),
    }),
    rememberPreview: assign({ preview: ({ event }) => (event as { output?: unknown }).output ?? null }),
    rememberPreviewUrl: assign({
      previewUrl: ({ event }) => (event as { output?: { url?: string } }).output?.url ?? null,
    }),
    fileDone: assign(({ context }) => ({
      status: { ...context.status, [current(context).id]: 'done' as const },
      // The first logo of a company without one is primary; after it, the rest are secondary.
      hasLogo: true,
      index: context.index + 1,
      preview: null,
      previewUrl: null,
    })),
    fileFailed: assign(
      ({ context, event }, params: { key: FileFailure['key'] }): Partial<PrintFileUploadContext> => ({
        status: { ...context.status, [current(context).id]: 'failed' },
        failures: [
          ...context.failures,
          {
            name: current(context).name,
            converted: needsConversion(current(context)),
            key: params.key,
            message: serverMessageOf((event as { error?: unknown }).error),
          },
        ],
        index: context.index + 1,
        preview: null,
        previewUrl: null,
      }),
    ),
    // The failures stay until the next batch (they tell how the last one ended).
    endBatch: assign({ queue: [], index: 0, status: {} }),
    notifyFileFailed: () => {
      throw new Error('not provided: notifyFileFailed');
    },
    notifyUploaded: () => {
      throw new Error('not provided: notifyUploaded');
    },
    notifySomeFailed: () => {
      throw new Error('not provided: notifySomeFailed');
    },
    filesChanged: () => {
      throw new Error('not provided: filesChanged');
    },
  },
  guards: {
    isTooMany: ({ event }) => (event as AddEvent).files.length > maxUploadFiles,
    hasNoAcceptedFile: ({ event }) => acceptedOf(event as AddEvent).length === 0,
    isQueueDone: ({ context }) => context.index >= context.queue.length,
    needsConversion: ({ context }) => needsConversion(current(context)),
    wasConverted: ({ context }) => needsConversion(current(context)),
    hasFailures: ({ context }) => context.failures.length > 0,
  },
}).createMachine({
  id: 'printFileUpload',
  description:
    "The 'Tryckfiler' upload area: files chosen or dropped are checked by the rules, then uploaded one at a " +
    'time; eps, pdf and ai are converted to a PNG first, which is uploaded hidden as their preview.',
  initial: 'idle',
  context: ({ input }) => ({
    companyId: input.companyId,
    queue: [],
    index: 0,
    status: {},
    problems: [],
    hasLogo: false,
    description: '',
    preview: null,
    previewUrl: null,
    failures: [],
  }),
  states: {
    idle: {
      description: 'The upload area waits for files (drop or picker); messages of refused files show in it.',
      on: {
        'files.add': [
          {
            guard: 'isTooMany',
            actions: 'refuseTooMany',
            description: "More than 10 files: 'Du kan maximalt ladda upp 10 filer.', nothing is uploaded.",
          },
          {
            guard: 'hasNoAcceptedFile',
            actions: 'refuseFiles',
            description: 'Every file breaks a rule (too large, type, duplicate): their messages show.',
          },
          {
            target: 'uploading',
            actions: 'acceptFiles',
            description: 'The files that keep the rules are uploaded; the others show their messages.',
          },
        ],
      },
    },
    uploading: {
      description:
        'One file after the other; each shows its progress (waiting, converting, uploading, done, failed).',
      tags: ['busy'],
      initial: 'next',
      states: {
        next: {
          description: 'Picks the next file of the batch.',
          always: [
            {
              guard: 'isQueueDone',
              target: '#printFileUpload.finished',
              description: 'Every file is handled.',
            },
            {
              guard: 'needsConversion',
              target: 'converting',
              description: 'eps, pdf or ai: converted to a PNG preview first.',
            },
            { target: 'uploadingOriginal', description: 'An image or svg: uploaded as it is.' },
          ],
        },
        converting: {
          description: "'Konverterar och laddar upp logotyp…': the backend renders the file as a PNG.",
          tags: ['converting'],
          entry: 'markConverting',
          invoke: {
            id: 'convert',
            src: 'convert',
            input: ({ context }) => ({ file: current(context) }),
            onDone: { target: 'uploadingPreview', actions: 'rememberPreview' },
            onError: {
              target: 'next',
              actions: [
                { type: 'fileFailed', params: { key: 'printFiles.conversionFailed' } },
                'notifyFileFailed',
              ],
              description: "'Konvertering misslyckades': the file fails, the batch goes on.",
            },
          },
        },
        uploadingPreview: {
          description: "The PNG is uploaded hidden, with `preview_for` the original's name.",
          tags: ['converting'],
          invoke: {
            id: 'uploadPreview',
            src: 'uploadPreview',
            input: ({ context }) => ({
              companyId: context.companyId,
              file: current(context),
              png: context.preview,
              description: context.description,
            }),
            onDone: { target: 'uploadingOriginal', actions: 'rememberPreviewUrl' },
            onError: {
              target: 'next',
              actions: [
                { type: 'fileFailed', params: { key: 'printFiles.previewUploadFailed' } },
                'notifyFileFailed',
              ],
              description: "'Misslyckades att ladda upp konverterad PNG': the original is not uploaded.",
            },
          },
        },
        uploadingOriginal: {
          description:
            "The file itself is uploaded with the batch's description (and `preview_url` when it was converted).",
          entry: 'markUploading',
          invoke: {
            id: 'uploadOriginal',
            src: 'uploadOriginal',
            input: ({ context }) => ({
              companyId: context.companyId,
              file: current(context),
              logoType: context.hasLogo ? 'secondary' : 'primary',
              previewUrl: context.previewUrl,
              description: context.description,
            }),
            onDone: { target: 'next', actions: 'fileDone' },
            onError: [
              {
                guard: 'wasConverted',
                target: 'next',
                actions: [
                  { type: 'fileFailed', params: { key: 'printFiles.originalUploadFailed' } },
                  'notifyFileFailed',
                ],
                description: "'Misslyckades att ladda upp originalfil' after its preview.",
              },
              {
                target: 'next',
                actions: [
                  { type: 'fileFailed', params: { key: 'printFiles.uploadFailed' } },
                  'notifyFileFailed',
                ],
                description: "'Ett fel uppstod vid uppladdning till Enad' with the server's message.",
              },
            ],
          },
        },
      },
    },
    finished: {
      description: 'The batch is over: a toast sums it up and the list is loaded again.',
      always: [
        {
          guard: 'hasFailures',
          target: 'idle',
          actions: ['notifySomeFailed', 'filesChanged', 'endBatch'],
          description: "'{n} fil(er) kunde inte laddas upp'.",
        },
        {
          target: 'idle',
          actions: ['notifyUploaded', 'filesChanged', 'endBatch'],
          description: "'Filer har laddats upp'.",
        },
      ],
    },
  },
});
