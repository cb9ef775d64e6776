import { createFileRoute, redirect } from '@tanstack/react-router';
import { marketsQueryOptions } from '../features/markets/markets.queries';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context: { queryClient, api } }) => {
    const { defaultMarket } = await queryClient.ensureQueryData(marketsQueryOptions(api));
    throw redirect({ to: '/$country/', params: { country: defaultMarket }, replace: true });
  },
});
