import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/errors';
import { useTranslation } from '../../i18n/use-translation';
import { companySearchDebounceMs, usePagedSearch } from '../../lib/use-debounced';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { cx } from '../../ui/cx';
import { Dialog, Modal } from '../../ui/dialog';
import { Pager } from '../../ui/pager';
import { Skeleton } from '../../ui/skeleton';
import { stackedTable } from '../../ui/stacked-table.css';
import { TextField } from '../../ui/text-field';
import * as styles from './account-pages.css';
import { companyPageSize, organisationUsersQueryOptions } from './companies.queries';
import { useSetApprover } from './organisation-approvers.queries';
import { useOrganisationUserRemovalFlow } from './organisation-user-removal.flow';
import { pagerTexts } from './pager-texts';

/**
 * The spec's load failure texts: 'Unauthorized' gives 'Failed to load organisation users: {details or Unknown
 * error}', anything else 'Failed to load organisation users. Please try again.'.
 */
function useLoadFailureText(error: unknown) {
  const { t } = useTranslation('account');
  if (error instanceof ApiError && error.message === 'Unauthorized')
    return t('organisationUsers.loadUnauthorized', {
      details: error.body?.details || t('organisationUsers.unknownError'),
    });
  return t('organisationUsers.loadFailed');
}

/** The users tab: a company's users, 10 a page, searchable, with a remove button per row that asks first. */
export function OrganisationUsers({
  companyId,
  currentUserId,
}: {
  companyId: string;
  currentUserId: string;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { search, setSearch, query, page, setPage } = usePagedSearch(companySearchDebounceMs);
  const users = useQuery(organisationUsersQueryOptions(api, companyId, page, query));
  const failureText = useLoadFailureText(users.error);
  const actor = useOrganisationUserRemovalFlow({ companyId });
  const removal = useSelector(actor, (snapshot) => ({
    userId: snapshot.context.userId,
    userName: snapshot.context.userName,
    errorMessage: snapshot.context.errorMessage,
    isAsking: snapshot.matches('confirming') || snapshot.matches('removing'),
    isBusy: snapshot.hasTag('busy'),
    isFailed: snapshot.hasTag('error'),
  }));
  // The approver switch (issue 33): the row shows the change at once, while it is stored.
  const setApprover = useSetApprover(companyId);
  const pendingApprover = setApprover.isPending ? setApprover.variables : undefined;
  const totalPages = Math.ceil((users.data?.total_items ?? 0) / companyPageSize);
  return (
    <section aria-labelledby="organisation-users-heading" className={styles.form}>
      <h2 id="organisation-users-heading" className={styles.sectionHeading}>
        {t('organisationUsers.title')}
      </h2>
      <TextField
        type="search"
        label={t('organisationUsers.search')}
        value={search}
        onChange={setSearch}
        autoComplete="off"
      />
      {removal.isFailed && (
        <Alert variant="danger">
          <p>
            {t('organisationUsers.removeFailed', {
              message: removal.errorMessage ?? t('organisationUsers.unknownError'),
            })}
          </p>
          <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'users.dismiss' })}>
            {t('organisationUsers.dismiss')}
          </Button>
        </Alert>
      )}
      {setApprover.isError && <Alert variant="danger">{t('organisationUsers.approverFailed')}</Alert>}
      {users.isPending ? (
        <Skeleton height="12rem" />
      ) : users.isError ? (
        <Alert variant="danger">{failureText}</Alert>
      ) : users.data.items.length === 0 ? (
        <p className={styles.muted}>{t('organisationUsers.empty')}</p>
      ) : (
        <table className={cx(styles.table, stackedTable)}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {t('organisationUsers.name')}
              </th>
              <th className={styles.cell} scope="col">
                {t('organisationUsers.email')}
              </th>
              <th className={styles.cell} scope="col">
                {t('organisationUsers.level')}
              </th>
              <th className={styles.cell} scope="col">
                {t('organisationUsers.approver')}
              </th>
              <th className={styles.cell} scope="col">
                <span className="visually-hidden">{t('organisationUsers.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.data.items.map((member) => {
              const name = `${member.first_name} ${member.last_name}`;
              const level = member.organisations.find((entry) => entry.id === companyId)?.level ?? 'default';
              const isSelf = member.id === currentUserId;
              const membership = member.organisations.find((entry) => entry.id === companyId);
              const isApprover =
                pendingApprover?.userId === member.id
                  ? pendingApprover.approver
                  : level === 'admin' || membership?.approver === true;
              return (
                <tr key={member.id}>
                  <td className={styles.cell}>
                    {name}
                    {isSelf && ` ${t('organisationUsers.you')}`}
                  </td>
                  <td className={styles.cell} data-label={t('organisationUsers.email')}>
                    {member.email}
                  </td>
                  <td className={styles.cell} data-label={t('organisationUsers.level')}>
                    {t(`organisationUsers.levels.${level}`)}
                  </td>
                  <td className={styles.cell} data-label={t('organisationUsers.approver')}>
                    <Checkbox
                      aria-label={t('organisationUsers.approverNamed', { name })}
                      isSelected={isApprover}
                      // An admin is always an approver; agents order for the company, they do not decide.
                      isDisabled={
                        level === 'admin' || membership?.role !== 'customer' || setApprover.isPending
                      }
                      onChange={(approver) => setApprover.mutate({ userId: member.id, approver })}
                    />
                  </td>
                  <td className={styles.cell}>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t('organisationUsers.removeNamed', { name })}
                      // An admin cannot remove themselves (the spec).
                      isDisabled={isSelf || removal.isBusy}
                      isPending={removal.isBusy && removal.userId === member.id}
                      pendingLabel={t('organisationUsers.removing')}
                      onPress={() => actor.send({ type: 'users.remove', userId: member.id, name })}
                    >
                      {t('organisationUsers.remove')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {users.data && users.data.items.length > 0 && (
        <p className={styles.muted}>{t('organisationUsers.approverAdmin')}</p>
      )}
      {removal.isAsking && (
        <Modal
          isOpen
          size="sm"
          isDismissable={!removal.isBusy}
          isKeyboardDismissDisabled={removal.isBusy}
          onOpenChange={(open) => {
            if (!open) actor.send({ type: 'users.cancel' });
          }}
        >
          <Dialog title={t('organisationUsers.confirmTitle')} hideCloseButton role="alertdialog">
            <p>{t('organisationUsers.confirmText', { name: removal.userName ?? '' })}</p>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                // The safe choice has the focus: Enter right after the click removes nobody.
                autoFocus
                isDisabled={removal.isBusy}
                onPress={() => actor.send({ type: 'users.cancel' })}
              >
                {t('organisationUsers.cancel')}
              </Button>
              <Button
                variant="danger"
                isPending={removal.isBusy}
                pendingLabel={t('organisationUsers.removing')}
                onPress={() => actor.send({ type: 'users.confirm' })}
              >
                {t('organisationUsers.confirm')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      )}
      {totalPages > 1 && (
        <Pager
          page={page}
          totalPages={totalPages}
          onPage={setPage}
          label={t('organisationUsers.pages')}
          texts={pagerTexts(t)}
        />
      )}
    </section>
  );
}
