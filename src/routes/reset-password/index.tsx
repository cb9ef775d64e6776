import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/account/forgot-password-page';
import { loadAccountTexts } from '../../i18n/namespaces';

export const Route = createFileRoute('/reset-password/')({
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
  component: ForgotPasswordPage,
});
