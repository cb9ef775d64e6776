// The print files' upload adapter (docs/decisions/045): the print-file-upload machine's conversion of vector
// files to a PNG preview, its uploads, its toasts and its refresh of the company's files. The view hands over the
// chosen files (`addFiles`), renders the actor's state and sends its events.

import { useRef } from 'react';
import { fromPromise } from 'xstate';
import type { PrintFileEntry, StoredFileRef } from '../../../machines/print-file-upload/print-file-rules';
import { printFileUploadMachine } from '../../../machines/print-file-upload/print-file-upload.machine';
import type { components } from '../../../openapi/app.gen';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { companyFilesQueryKey } from './print-files.queries';

export interface PrintFileUploadFlowOptions {
  companyId: string;
  /** The files chosen, by the id the machine knows each by: the adapter reads their bytes. */
  chosenFiles: Map<string, File>;
  /** The batch was uploaded without a failure: the view empties its description field. */
  onUploaded?: () => void;
}

/** The bytes of a file or blob in base64 (in chunks: a large file would overflow the argument list). */
async function base64Of(blob: Blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * The text of a refused conversion: the backend's own (e.g. a file over the time or memory limit, in
 * Swedish as the spec's upload messages), else the view's default.
 */
function conversionErrorOf(error: unknown, fallback: string) {
  // The conversion's refusals are plain text; a JSON body (e.g. 'Unauthorized') is no text for the user.
  const text = typeof error === 'string' ? error.trim() : '';
  return text && text.length <= 300 ? text : fallback;
}

/** The print-file-upload machine with the app's effects. */
export function printFileUploadFlow(
  { api, queryClient, toast, t }: FlowEnvironment,
  { companyId, chosenFiles, onUploaded }: PrintFileUploadFlowOptions,
) {
  const upload = async (body: components['schemas']['CompanyFileUpload']) => {
    const data = await callData(api.app.POST('/api/company-media/', { body }));
    if (!data.file) throw new Error(t('printFiles.uploadFailed'));
    return { url: data.file.url };
  };
  return printFileUploadMachine.provide({
    actors: {
      convert: fromPromise(async ({ input }) => {
        const form = new FormData();
        // Only who may upload for the company may convert: the backend checks the company.
        form.append('companyId', companyId);
        form.append('file', chosenFiles.get(input.file.id) as File, input.file.name);
        const { data, error, response } = await api.app.POST('/api/eps-convert', {
          body: form as never,
          bodySerializer: (body) => body as unknown as FormData,
          parseAs: 'blob',
        });
        if (response.status >= 400 && response.status < 500)
          throw new Error(conversionErrorOf(error, t('printFiles.conversionFailed')));
        if (!response.ok || !data) throw new Error(t('printFiles.conversionFailed'));
        return data as Blob;
      }),
      uploadPreview: fromPromise(async ({ input }) =>
        upload({
          filename: `${input.file.name}.png`,
          base64: await base64Of(input.png as Blob),
          companyId: input.companyId,
          logoType: 'secondary',
          description: input.description,
          custom_fields: { hide: 'true', preview_for: input.file.name },
        }),
      ),
      uploadOriginal: fromPromise(async ({ input }) => {
        if (!input.companyId) throw new Error(t('printFiles.missingCompany'));
        return upload({
          filename: input.file.name,
          base64: await base64Of(chosenFiles.get(input.file.id) as File),
          companyId: input.companyId,
          logoType: input.logoType,
          description: input.description,
          custom_fields: input.previewUrl ? { preview_url: input.previewUrl } : {},
        });
      }),
    },
    actions: {
      notifyFileFailed: ({ context }) => {
        const failure = context.failures.at(-1);
        if (!failure) return;
        const detail = failure.message ?? t(failure.key);
        if (failure.converted)
          toast.error(t('printFiles.fileFailed', { file: failure.name }), { description: detail });
        else toast.error(t('printFiles.enadFailed'), { description: detail });
      },
      notifyUploaded: () => {
        toast.success(t('printFiles.uploaded'));
        onUploaded?.();
      },
      notifySomeFailed: ({ context }) => {
        toast.error(t('printFiles.someFailed', { n: context.failures.length }));
      },
      filesChanged: () => {
        chosenFiles.clear();
        void queryClient.invalidateQueries({ queryKey: [...companyFilesQueryKey, companyId] });
      },
    },
  });
}

/** What goes with a choice of files: the company's files (for the duplicate rule), its logo, the description. */
export interface PrintFileChoice {
  stored: StoredFileRef[];
  hasLogo: boolean;
  description: string;
}

/**
 * Hands the chosen files to the machine: each gets an id by which the adapter finds its bytes (unique while the
 * batch runs: the files are forgotten together when it ends).
 */
export function addPrintFiles(
  actor: { send: (event: { type: 'files.add' } & PrintFileChoice & { files: PrintFileEntry[] }) => void },
  chosenFiles: Map<string, File>,
  files: File[],
  choice: PrintFileChoice,
) {
  const entries: PrintFileEntry[] = files.map((file) => {
    const id = `file-${chosenFiles.size + 1}`;
    chosenFiles.set(id, file);
    return { id, name: file.name, size: file.size, type: file.type };
  });
  actor.send({ type: 'files.add', files: entries, ...choice });
}

/** The running upload of the company's print files, and the command that adds the files chosen or dropped. */
export function useUploadPrintFilesFlow({
  companyId,
  onUploaded,
}: Omit<PrintFileUploadFlowOptions, 'chosenFiles'>) {
  const environment = useFlowEnvironment('account');
  // The same files for every render: the machine's actors read the bytes of files chosen renders before.
  const chosenFiles = useRef(new Map<string, File>()).current;
  const actor = useFlowActor(printFileUploadFlow(environment, { companyId, chosenFiles, onUploaded }), {
    input: { companyId },
  });
  return {
    actor,
    addFiles: (files: File[], choice: PrintFileChoice) => {
      if (files.length === 0 || actor.getSnapshot().hasTag('busy')) return;
      addPrintFiles(actor, chosenFiles, files, choice);
    },
  };
}
