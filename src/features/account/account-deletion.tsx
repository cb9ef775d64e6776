import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { useAccountDeletionFlow } from './account-deletion.flow';

// The dialog (react-aria Modal) loads when it opens: most visits of the page never need it.
const AccountDeletionDialog = lazy(() =>
  import('./account-deletion-dialog').then((module) => ({ default: module.AccountDeletionDialog })),
);

/**
 * The delete-account button and its confirm dialog (type the keyword, then delete, log out and go home); the only
 * admin of a company is told why the account stays.
 */
export function AccountDeletion() {
  const { t } = useTranslation('account');
  const keyword = t('deleteAccount.keyword');
  const actor = useAccountDeletionFlow({ keyword });
  const state = useSelector(actor, (snapshot) => ({
    isOpen: !snapshot.matches('closed') && !snapshot.matches('deleted'),
    typed: snapshot.context.typed,
    errorMessage: snapshot.context.errorMessage,
    adminOf: snapshot.matches('lastAdmin') ? snapshot.context.adminOf : null,
    isBusy: snapshot.hasTag('busy'),
    isFailed: snapshot.hasTag('error'),
  }));
  return (
    <>
      <Button variant="danger" onPress={() => actor.send({ type: 'deletion.open' })}>
        {t('deleteAccount.button')}
      </Button>
      {state.isOpen && (
        <Suspense fallback={null}>
          <AccountDeletionDialog
            keyword={keyword}
            typed={state.typed}
            errorMessage={state.errorMessage}
            adminOf={state.adminOf}
            isBusy={state.isBusy}
            isFailed={state.isFailed}
            send={actor.send}
          />
        </Suspense>
      )}
    </>
  );
}
