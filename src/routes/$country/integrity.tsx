import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../../features/content/content-page';

export const Route = createFileRoute('/$country/integrity')({
  component: () => <ContentPage page="integrity" />,
});
