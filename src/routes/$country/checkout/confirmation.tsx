import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationPage } from '../../../features/checkout/confirmation-page';
import { loadShopTexts } from '../../../i18n/namespaces';
import { type ConfirmationProvider, idParam, providerParam } from '../../../lib/search-params';

export const Route = createFileRoute('/$country/checkout/confirmation')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { provider?: ConfirmationProvider; checkout?: string } => {
    const provider = providerParam(search.provider);
    const checkout = idParam(search.checkout);
    return { ...(provider ? { provider } : {}), ...(checkout ? { checkout } : {}) };
  },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { i18n } }) => loadShopTexts(i18n),
  component: function ConfirmationRoute() {
    const { checkout } = Route.useSearch();
    return <ConfirmationPage checkoutId={checkout} />;
  },
});
