import { createFileRoute } from '@tanstack/react-router';
import { AccountOverview } from '../../features/account/account-overview';

// Login and texts: the /my-account layout route.
export const Route = createFileRoute('/my-account/overview')({
  component: AccountOverview,
});
