import { createFileRoute } from '@tanstack/react-router';
import { MyInformationPage } from '../../features/account/my-information-page';

// Login and texts: the /my-account layout route.
export const Route = createFileRoute('/my-account/information')({
  component: MyInformationPage,
});
