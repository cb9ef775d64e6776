import { createFileRoute, redirect } from '@tanstack/react-router';

// The account's own address has no page of its own: it is the overview, the login's default target (spec:
// Login). The layout's beforeLoad has sent a visitor to the login first, with this address to come back to.
export const Route = createFileRoute('/my-account/')({
  beforeLoad: () => {
    throw redirect({ to: '/my-account/overview/', replace: true });
  },
});
