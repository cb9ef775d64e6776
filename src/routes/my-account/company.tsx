import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../features/account/company-page';
import { type CompanyTab, companyTab } from '../../lib/search-params';

// Login and texts: the /my-account layout route. The tab is in the URL, so the overview can link to it.
export const Route = createFileRoute('/my-account/company')({
  validateSearch: (search: Record<string, unknown>): { tab?: CompanyTab } => {
    const tab = companyTab(search.tab);
    // Undefined, not left out: the router would keep a raw value (decision 051); basic stays out of the URL.
    return { tab: tab === 'basic' ? undefined : tab };
  },
  component: function CompanyRoute() {
    const { tab } = Route.useSearch();
    return <CompanyPage tab={tab ?? 'basic'} />;
  },
});
