import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsChoice } from '../../features/consent/analytics-choice';
import { storyQueryOptions } from '../../features/content/content.queries';
import { ContentPage } from '../../features/content/content-page';
import { storyVersion } from '../../features/content/preview-mode';

export const Route = createFileRoute('/$country/integrity')({
  loader: ({ params, context: { queryClient, api } }) =>
    queryClient.ensureQueryData(storyQueryOptions(api, `${params.country}/integrity`, storyVersion())),
  component: () => (
    <>
      <ContentPage page="integrity" />
      <AnalyticsChoice />
    </>
  ),
});
