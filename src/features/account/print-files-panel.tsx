import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { type DropItem, DropZone, FileTrigger } from 'react-aria-components';
import {
  guidelinesFallbackMb,
  isListed,
  maxUploadFiles,
} from '../../../machines/print-file-upload/print-file-rules';
import type { LogoType } from '../../../machines/print-file-upload/print-file-upload.machine';
import type { components } from '../../../openapi/app.gen';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, Modal } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import * as pageStyles from './account-pages.css';
import { useUploadPrintFilesFlow } from './print-file-upload.flow';
import * as styles from './print-files.css';
import { companyFilesQueryOptions, useChangePrintFileType, useDeletePrintFile } from './print-files.queries';

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

/** The contract's limit of a file's description. */
const descriptionMaxLength = 500;

const isImage = (file: CompanyFile) => (file.contentType ?? '').startsWith('image/');
/** The picture a row shows: the PNG preview of a vector file, or the image itself. */
const pictureOf = (file: CompanyFile) => file.custom_fields.preview_url ?? (isImage(file) ? file.url : null);
/** The file's link as a download (its url is a signed link with a query of its own). */
const downloadUrlOf = (file: CompanyFile) => `${file.url}${file.url.includes('?') ? '&' : '?'}download=1`;

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
  // The field's text; the machine takes it with the files and stores it with each of them.
  const [description, setDescription] = useState('');
  const { actor, addFiles } = useUploadPrintFilesFlow({ companyId, onUploaded: () => setDescription('') });
  const state = useSelector(actor, (snapshot) => ({
    isBusy: snapshot.hasTag('busy'),
    isConverting: snapshot.hasTag('converting'),
    queue: snapshot.context.queue,
    status: snapshot.context.status,
    problems: snapshot.context.problems,
  }));

  // Nothing is added while a batch runs (the hook's command ignores it).
  const add = (list: File[]) =>
    addFiles(list, {
      stored: stored.map(({ filename, size }) => ({ filename, size })),
      hasLogo,
      description,
    });
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
  const [dialog, setDialog] = useState<'preview' | 'delete' | null>(null);
  const picture = pictureOf(file);
  const changeType = useChangePrintFileType(companyId, file);
  const remove = useDeletePrintFile(companyId, file, { onEnded: () => setDialog(null) });
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
