import { createFileRoute } from '@tanstack/react-router';
import { QuickOrderPage } from '../../features/quick-order/quick-order-page';
import { loadShopTexts } from '../../i18n/namespaces';

export const Route = createFileRoute('/$country/quick-order')({
  // Loader and view in one lazy chunk: their code stays out of the entry (docs/decisions/005).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { i18n } }) => loadShopTexts(i18n),
  component: QuickOrderPage,
});
