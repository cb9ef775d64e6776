import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../features/checkout/checkout-page';
import { loadShopTexts } from '../../../i18n/namespaces';

export const Route = createFileRoute('/$country/checkout/')({
  // Loader and view in one lazy chunk: their code stays out of the entry (docs/decisions/005).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { i18n } }) => loadShopTexts(i18n),
  component: CheckoutPage,
});
