import { mutationOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { LogoType } from '../../../machines/print-file-upload/print-file-upload.machine';
import type { components } from '../../../openapi/app.gen';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';

/** The company-files query's page size (shopping spec 9). */
export const companyFilesPageSize = 200;

export const companyFilesQueryKey = ['company-files'] as const;

/** The company's print files (hidden previews too; the panel lists only the visible ones). */
export const companyFilesQueryOptions = (api: ApiClients, companyId: string) =>
  queryOptions({
    queryKey: [...companyFilesQueryKey, companyId],
    queryFn: async () => {
      const data = await callData(
        api.app.GET('/api/company-media/', {
          params: { query: { companyId, per_page: companyFilesPageSize } },
        }),
      );
      return data.companies.find((company) => company.id === companyId)?.files ?? [];
    },
    // The files' links are signed for an hour: read the list again well before they expire.
    refetchInterval: 20 * 60_000,
    refetchOnWindowFocus: true,
  });

type CompanyFile = components['schemas']['CompanyFile'];

const refreshFiles = ({ queryClient }: Pick<FlowEnvironment, 'queryClient'>, companyId: string) =>
  queryClient.invalidateQueries({ queryKey: [...companyFilesQueryKey, companyId] });

/** A file's type changed (primary, secondary, alternative), with a toast either way. */
export const printFileTypeMutation = (environment: FlowEnvironment, companyId: string, file: CompanyFile) =>
  mutationOptions({
    mutationFn: (logoType: LogoType) =>
      callData(
        environment.api.app.PUT('/api/company-media/', {
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
      environment.toast.success(environment.t('printFiles.typeChanged'));
      return refreshFiles(environment, companyId);
    },
    onError: () => environment.toast.error(environment.t('printFiles.typeChangeFailed')),
  });

/** A file deleted, with a toast either way; `onEnded` first (the view closes its confirmation). */
export const printFileDeletion = (
  environment: FlowEnvironment,
  companyId: string,
  file: CompanyFile,
  { onEnded }: { onEnded?: () => void } = {},
) =>
  mutationOptions({
    mutationFn: async () => {
      const { data, error, response } = await environment.api.app.DELETE('/api/company-media/{id}', {
        params: { path: { id: file.id } },
      });
      if (response.status >= 500) throw new ApiError('technical', response.status);
      if (!response.ok || !data?.success) throw new Error((error as { error?: string })?.error ?? 'refused');
    },
    onSuccess: () => {
      onEnded?.();
      environment.toast.success(environment.t('printFiles.deleted'));
      return refreshFiles(environment, companyId);
    },
    onError: (error) => {
      onEnded?.();
      environment.toast.error(
        error instanceof ApiError
          ? environment.t('printFiles.deleteTechnical')
          : environment.t('printFiles.deleteFailed'),
      );
    },
  });

export function useChangePrintFileType(companyId: string, file: CompanyFile) {
  return useMutation(printFileTypeMutation(useFlowEnvironment('account'), companyId, file));
}

export function useDeletePrintFile(companyId: string, file: CompanyFile, options: { onEnded?: () => void }) {
  return useMutation(printFileDeletion(useFlowEnvironment('account'), companyId, file, options));
}
