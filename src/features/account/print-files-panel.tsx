import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { type DropItem, DropZone, FileTrigger } from 'react-aria-components';
import { fromPromise } from 'xstate';
import {
  guidelinesFallbackMb,
  isListed,
  maxUploadFiles,
  type PrintFileEntry,
} from '../../../machines/print-file-upload/print-file-rules';
import {
  type LogoType,
  printFileUploadMachine,
} from '../../../machines/print-file-upload/print-file-upload.machine';
import type { components } from '../../../openapi/app.gen';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, Modal } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-queue';
import * as pageStyles from './account-pages.css';
import * as styles from './print-files.css';
import { companyFilesQueryKey, companyFilesQueryOptions } from './print-files.queries';

type CompanyFile = components['schemas']['CompanyFile'];

const logoTypes: LogoType[] = ['primary', 'secondary', 'alternative'];
const acceptedFileTypes = [
  'image/*',
  'image/svg+xml',
  'application/pdf',
  'application/postscript',
  'application/illustrator',
  '.ai',
  '.eps',
  '.ps',
  '.pdf',
  '.svg',
];

/** The bytes of a file or blob in base64 (in chunks: a large file would overflow the argument list). */
async function base64Of(blob: Blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The contract's limit of a file's description. */
const descriptionMaxLength = 500;

const isImage = (file: CompanyFile) => (file.contentType ?? '').startsWith('image/');
/** The picture a row shows: the PNG preview of a vector file, or the image itself. */
const pictureOf = (file: CompanyFile) => file.custom_fields.preview_url ?? (isImage(file) ? file.url : null);
/** The file's link as a download (its url is a signed link with a query of its own). */
const downloadUrlOf = (file: CompanyFile) => `${file.url}${file.url.includes('?') ? '&' : '?'}download=1`;

/**
 * The text of a refused conversion: the backend's own (e.g. a file over the time or memory limit, in
 * Swedish as the spec's upload messages), else the view's default.
 */
function conversionErrorOf(error: unknown, fallback: string) {
  // The conversion's refusals are plain text; a JSON body (e.g. 'Unauthorized') is no text for the user.
  const text = typeof error === 'string' ? error.trim() : '';
  return text && text.length <= 300 ? text : fallback;
}

/** The 'Tryckfiler' card of the company page's media tab. */
export function PrintFilesPanel({
  companyId,
  title,
  canManage,
  maxFileMb,
}: {
  companyId: string;
  title: string;
  /** The per-file limit the page passes (15 MB); the guidelines fall back to 50 MB without one. */
  maxFileMb?: number;
  /** A company admin or a super admin: upload, type change, delete and the guidelines. */
  canManage: boolean;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const files = useQuery(companyFilesQueryOptions(api, companyId));
  const listed = (files.data ?? []).filter(isListed);
  return (
    <Card heading={title} className={styles.panel}>
      {canManage && (
        <p className={pageStyles.muted}>
          {t('printFiles.guidelines', { n: maxUploadFiles, mb: maxFileMb ?? guidelinesFallbackMb })}
        </p>
      )}
      {canManage && (
        <UploadArea companyId={companyId} stored={files.data ?? []} hasLogo={listed.length > 0} />
      )}
      {files.isPending ? (
        <Skeleton height="8rem" />
      ) : files.isError ? (
        <Alert variant="danger">{t('printFiles.loadFailed')}</Alert>
      ) : listed.length === 0 ? (
        <p className={pageStyles.muted}>{t('printFiles.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('printFiles.files')}>
          {listed.map((file) => (
            <FileRow key={file.id} file={file} companyId={companyId} canManage={canManage} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function UploadArea({
  companyId,
  stored,
  hasLogo,
}: {
  companyId: string;
  stored: CompanyFile[];
  hasLogo: boolean;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const queryClient = useQueryClient();
  const chosen = useRef(new Map<string, File>());
  const counter = useRef(0);
  // The field's text; the machine takes it with the files and stores it with each of them.
  const [description, setDescription] = useState('');
  const upload = async (body: components['schemas']['CompanyFileUpload']) => {
    const data = await callData(api.app.POST('/api/company-media/', { body }));
    if (!data.file) throw new Error(t('printFiles.uploadFailed'));
    return { url: data.file.url };
  };
  const actor = useFlowActor(
    printFileUploadMachine.provide({
      actors: {
        convert: fromPromise(async ({ input }) => {
          const form = new FormData();
          // Only who may upload for the company may convert: the backend checks the company.
          form.append('companyId', companyId);
          form.append('file', chosen.current.get(input.file.id) as File, input.file.name);
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
            base64: await base64Of(chosen.current.get(input.file.id) as File),
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
          setDescription('');
        },
        notifySomeFailed: ({ context }) => {
          toast.error(t('printFiles.someFailed', { n: context.failures.length }));
        },
        filesChanged: () => {
          chosen.current.clear();
          void queryClient.invalidateQueries({ queryKey: [...companyFilesQueryKey, companyId] });
        },
      },
    }),
    { input: { companyId } },
  );
  const state = useSelector(actor, (snapshot) => ({
    isBusy: snapshot.hasTag('busy'),
    isConverting: snapshot.hasTag('converting'),
    queue: snapshot.context.queue,
    status: snapshot.context.status,
    problems: snapshot.context.problems,
  }));

  const add = (list: File[]) => {
    if (list.length === 0 || state.isBusy) return;
    const entries: PrintFileEntry[] = list.map((file) => {
      counter.current += 1;
      const id = `file-${counter.current}`;
      chosen.current.set(id, file);
      return { id, name: file.name, size: file.size, type: file.type };
    });
    actor.send({
      type: 'files.add',
      files: entries,
      stored: stored.map(({ filename, size }) => ({ filename, size })),
      hasLogo,
      description,
    });
  };
  const onDrop = async (items: DropItem[]) => {
    const dropped = await Promise.all(
      items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
    );
    add(dropped);
  };

  return (
    <div className={styles.panel}>
      <DropZone
        className={styles.dropZone}
        aria-label={t('printFiles.uploadArea')}
        isDisabled={state.isBusy}
        onDrop={(event) => void onDrop(event.items)}
      >
        <span>{t('printFiles.dropHere')}</span>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={acceptedFileTypes}
          onSelect={(list) => add(list ? [...list] : [])}
        >
          <Button
            variant="secondary"
            isDisabled={state.isBusy}
            isPending={state.isBusy}
            pendingLabel={t('printFiles.uploading')}
          >
            {t('printFiles.choose')}
          </Button>
        </FileTrigger>
      </DropZone>
      <TextField
        label={t('printFiles.description')}
        description={t('printFiles.descriptionHint')}
        value={description}
        onChange={setDescription}
        maxLength={descriptionMaxLength}
        isDisabled={state.isBusy}
      />
      {state.problems.length > 0 && (
        <Alert variant="danger">
          <ul className={styles.progressList}>
            {state.problems.map((problem) => (
              <li key={`${problem.key}-${String(problem.values.name ?? '')}`}>
                {t(problem.key, problem.values)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {state.isConverting && (
        <p role="status" className={pageStyles.muted}>
          {t('printFiles.converting')}
        </p>
      )}
      {state.queue.length > 0 && (
        <ul className={styles.progressList} aria-label={t('printFiles.progress')}>
          {state.queue.map((file) => {
            const status = state.status[file.id] ?? 'waiting';
            const step = { waiting: 0, converting: 1, uploading: 2, done: 3, failed: 3 }[status];
            return (
              <li key={file.id}>
                <label>
                  {file.name}: {t(`printFiles.status.${status}`)}
                  <progress className={styles.progress} max={3} value={step} />
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function FileRow({
  file,
  companyId,
  canManage,
}: {
  file: CompanyFile;
  companyId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'preview' | 'delete' | null>(null);
  const picture = pictureOf(file);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...companyFilesQueryKey, companyId] });
  const changeType = useMutation({
    mutationFn: (logoType: LogoType) =>
      callData(
        api.app.PUT('/api/company-media/', {
          // The description goes along: a service that replaces the record would lose it otherwise.
          body: {
            companyId,
            filename: file.filename,
            id: file.id,
            logoType,
            description: file.description ?? '',
          },
        }),
      ),
    onSuccess: () => {
      toast.success(t('printFiles.typeChanged'));
      return refresh();
    },
    onError: () => toast.error(t('printFiles.typeChangeFailed')),
  });
  const remove = useMutation({
    mutationFn: async () => {
      const { data, error, response } = await api.app.DELETE('/api/company-media/{id}', {
        params: { path: { id: file.id } },
      });
      if (response.status >= 500) throw new ApiError('technical', response.status);
      if (!response.ok || !data?.success) throw new Error((error as { error?: string })?.error ?? 'refused');
    },
    onSuccess: () => {
      setDialog(null);
      toast.success(t('printFiles.deleted'));
      return refresh();
    },
    onError: (error) => {
      setDialog(null);
      toast.error(error instanceof ApiError ? t('printFiles.deleteTechnical') : t('printFiles.deleteFailed'));
    },
  });
  return (
    <li className={styles.row}>
      {picture ? <img className={styles.thumb} src={picture} alt="" /> : <span className={styles.thumb} />}
      <span>
        <strong>{file.filename}</strong>
        {!canManage && <span className={pageStyles.muted}> · {t(`printFiles.types.${file.logoType}`)}</span>}
        {file.description && <span className={styles.description}>{file.description}</span>}
      </span>
      <span className={styles.rowActions}>
        {canManage && (
          <Select
            label={t('printFiles.typeOf', { file: file.filename })}
            items={logoTypes.map((type) => ({ id: type, label: t(`printFiles.types.${type}`) }))}
            selectedKey={file.logoType}
            isDisabled={changeType.isPending}
            onSelectionChange={(key) => {
              if (key && key !== file.logoType) changeType.mutate(key as LogoType);
            }}
          />
        )}
        {changeType.isPending && (
          <Spinner size="sm" label={t('printFiles.savingType', { file: file.filename })} />
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('printFiles.previewNamed', { file: file.filename })}
          onPress={() => setDialog('preview')}
        >
          {t('printFiles.preview')}
        </Button>
        <a
          href={downloadUrlOf(file)}
          download={file.filename}
          aria-label={t('printFiles.downloadNamed', { file: file.filename })}
        >
          {t('printFiles.download')}
        </a>
        {canManage && (
          <Button
            size="sm"
            variant="danger"
            aria-label={t('printFiles.deleteNamed', { file: file.filename })}
            onPress={() => setDialog('delete')}
          >
            {t('printFiles.delete')}
          </Button>
        )}
      </span>
      {dialog === 'preview' && (
        <Modal isOpen size="lg" onOpenChange={(open) => !open && setDialog(null)}>
          <Dialog title={file.filename} closeLabel={t('printFiles.close')}>
            {picture ? (
              <img
                className={styles.preview}
                src={picture}
                alt={t('printFiles.previewOf', { file: file.filename })}
              />
            ) : (
              <p className={pageStyles.muted}>{t('printFiles.noPreview')}</p>
            )}
          </Dialog>
        </Modal>
      )}
      {dialog === 'delete' && (
        <Modal isOpen size="sm" onOpenChange={(open) => !open && !remove.isPending && setDialog(null)}>
          <Dialog title={t('printFiles.deleteTitle')} hideCloseButton role="alertdialog">
            <p>{t('printFiles.confirmDelete', { file: file.filename })}</p>
            <div className={pageStyles.actions}>
              <Button
                variant="danger"
                isPending={remove.isPending}
                pendingLabel={t('printFiles.deleting')}
                onPress={() => remove.mutate()}
              >
                {t('printFiles.delete')}
              </Button>
              <Button variant="secondary" isDisabled={remove.isPending} onPress={() => setDialog(null)}>
                {t('printFiles.cancel')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      )}
    </li>
  );
}
