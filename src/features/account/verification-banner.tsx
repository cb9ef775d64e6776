import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { useVerificationFlow } from './verification.flow';

/** The accounts service's text for a confirmed address (contract: verify-email). */
const verifiedMessage = 'Email verified';

/** The verification banner above the login form: renders the verification machine for `?verify=`. */
export function VerificationBanner({ token }: { token?: string }) {
  const { t } = useTranslation('account');
  const actor = useVerificationFlow({ token });
  const state = useSelector(actor, (snapshot) => ({
    value: snapshot.value,
    title: snapshot.context.title,
    detail: snapshot.context.detail,
  }));
  // Both banners read the server's text split at '|' (the machine splits it): the title, then a hidden detail.
  const detail = state.detail && (
    <details>
      <summary>{t('verification.moreInformation')}</summary>
      {state.detail}
    </details>
  );
  if (state.value === 'success') {
    // The service's own success text reads as the translated one; any other title is shown as it comes.
    const title = !state.title || state.title === verifiedMessage ? t('verification.success') : state.title;
    return (
      <Alert variant="success" title={title}>
        {detail}
      </Alert>
    );
  }
  if (state.value === 'error') {
    const title = state.title?.toLowerCase().includes('link not found')
      ? t('verification.linkNotFound')
      : (state.title ?? t('verification.failed'));
    return (
      <Alert variant="danger" title={title}>
        {detail}
      </Alert>
    );
  }
  return null;
}
