import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../../features/content/content-page';

export const Route = createFileRoute('/$country/terms')({
  component: () => <ContentPage page="terms" />,
});
