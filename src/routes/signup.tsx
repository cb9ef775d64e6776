import { createFileRoute } from '@tanstack/react-router';
import { ConsumerSignupForm } from '../features/account/consumer-signup-form';
import { loadAccountTexts } from '../i18n/namespaces';

export const Route = createFileRoute('/signup')({
  loader: ({ context: { i18n } }) => loadAccountTexts(i18n),
  component: ConsumerSignupForm,
});
