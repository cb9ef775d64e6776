import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../features/account/company-page';
import { type CompanyTab, companyTab } from '../../lib/search-params';

// Login and texts: the /my-account layout route. The tab is in the URL, so the overview can link to it.
export const Route = createFileRoute('/my-account/company')({
  validateSearch: (search: Record<string, unknown>): { tab?: CompanyTab } => {
    const tab = companyTab(search.tab);
    return tab && tab !== 'basic' ? { tab } : {};
  },
  component: function CompanyRoute() {
    const { tab } = Route.useSearch();
    return <CompanyPage tab={tab ?? 'basic'} />;
  },
});
