import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useApi } from '../../api/api-context';
import { isPreviewMode } from './preview-mode';

// Only editors preview: normal visits never download the syncer or the bridge script.
const PreviewSyncer = lazy(() =>
  import('./preview-syncer').then((module) => ({ default: module.PreviewSyncer })),
);

export function PreviewSyncerSlot() {
  const [preview] = useState(isPreviewMode);
  const api = useApi();
  const queryClient = useQueryClient();
  return preview ? (
    <Suspense fallback={null}>
      <PreviewSyncer api={api} queryClient={queryClient} />
    </Suspense>
  ) : null;
}
