// Preview mode's syncer: the notice of preview mode, while it follows the content editor (preview-sync.ts).
// Loaded lazily, and only in preview mode (see preview-syncer-slot.tsx).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { useTranslation } from '../../i18n/use-translation';
import { usePreviewSync } from './preview-sync';
import * as styles from './preview-syncer.css';

/** Takes the clients from its slot: this chunk then shares no API code with the app (a smaller entry). */
export function PreviewSyncer({ api, queryClient }: { api: ApiClients; queryClient: QueryClient }) {
  const { t } = useTranslation();
  usePreviewSync(api, queryClient);
  return (
    <p role="status" className={styles.notice}>
      {t('content.previewNotice')}{' '}
      <a className={styles.exit} href="?preview=0">
        {t('content.exitPreview')}
      </a>
    </p>
  );
}
