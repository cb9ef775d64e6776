import { createFileRoute } from '@tanstack/react-router';
import { storyQueryOptions } from '../../features/content/content.queries';
import { ContentPage } from '../../features/content/content-page';
import { storyVersion } from '../../features/content/preview-mode';

export const Route = createFileRoute('/$country/terms')({
  loader: ({ params, context: { queryClient, api } }) =>
    queryClient.ensureQueryData(storyQueryOptions(api, `${params.country}/terms`, storyVersion())),
  component: () => <ContentPage page="terms" />,
});
