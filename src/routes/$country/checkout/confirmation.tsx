import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationRoute } from '../../../features/checkout/confirmation-page';
import { loadShopTexts } from '../../../i18n/namespaces';

export const Route = createFileRoute('/$country/checkout/confirmation')({
  // The search (provider, checkout) is read by the lazily loaded view: nothing of it in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { i18n } }) => loadShopTexts(i18n),
  component: ConfirmationRoute,
});
