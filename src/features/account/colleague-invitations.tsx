import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { emailPattern } from '../../../machines/shared/rules';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { formatSwedishDate } from '../../lib/date';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import * as styles from './account-pages.css';
import {
  organisationInvitationsQueryOptions,
  useInviteColleague,
  useWithdrawInvitation,
} from './colleague-invitations.queries';

/**
 * The users tab's invitations (issue 19): an admin invites a colleague by e-mail (a verified user becomes a member
 * at once, any other address gets a signup link by mail; one answer and one text for both, docs/decisions/047)
 * and withdraws pending invitations.
 */
export function ColleagueInvitations({ companyId }: { companyId: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const [email, setEmail] = useState('');
  const [isInvalid, setInvalid] = useState(false);
  const invitations = useQuery(organisationInvitationsQueryOptions(api, companyId));
  const invite = useInviteColleague(companyId, { onInvited: () => setEmail('') });
  const withdraw = useWithdrawInvitation(companyId);
  const pending = invitations.data?.items ?? [];
  return (
    <section className={styles.form} aria-labelledby="invite-heading">
      <h3 id="invite-heading">{t('invitations.title')}</h3>
      <form
        className={styles.actions}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const address = email.trim();
          setInvalid(!emailPattern.test(address));
          if (emailPattern.test(address)) invite.mutate(address);
        }}
      >
        <TextField
          label={t('invitations.email')}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="off"
          errorMessage={isInvalid ? t('invitations.invalidEmail') : undefined}
        />
        <Button
          type="submit"
          variant="secondary"
          isPending={invite.isPending}
          pendingLabel={t('invitations.sending')}
        >
          {t('invitations.invite')}
        </Button>
      </form>
      {invite.isSuccess && (
        <Alert variant="success">{t('invitations.sent', { email: invite.variables })}</Alert>
      )}
      {invite.isError && (
        <Alert variant="danger">{t('invitations.failed', { message: invite.error.message })}</Alert>
      )}
      {pending.length > 0 && (
        <ul className={styles.nav} aria-label={t('invitations.pending')}>
          {pending.map((invitation) => (
            <li key={invitation.id} className={styles.actions}>
              <span>
                {invitation.email} ·{' '}
                {t('invitations.sentAt', { date: formatSwedishDate(invitation.created_at) })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('invitations.withdrawNamed', { email: invitation.email })}
                isDisabled={withdraw.isPending}
                onPress={() => withdraw.mutate(invitation.id)}
              >
                {t('invitations.withdraw')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
