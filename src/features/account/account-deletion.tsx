import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { fromPromise } from 'xstate';
import { accountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { useShopperSession } from '../../session/shopper-session';
import { Button } from '../../ui/button';
import { logout } from './logout';

// The dialog (react-aria Modal) loads when it opens: most visits of the page never need it.
const AccountDeletionDialog = lazy(() =>
  import('./account-deletion-dialog').then((module) => ({ default: module.AccountDeletionDialog })),
);

/** The delete-account button and its confirm dialog (type the keyword, then delete and log out). */
export function AccountDeletion({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const session = useShopperSession();
  const keyword = t('deleteAccount.keyword');
  const actor = useFlowActor(
    accountDeletionMachine.provide({
      actors: {
        deleteAccount: fromPromise(
          (): Promise<{ message?: string }> => callData(api.app.POST('/api/enad/delete/')),
        ),
      },
      actions: {
        logout: () => {
          void logout(session, 'accountDeleted').then(onDeleted);
        },
      },
    }),
    { input: { keyword } },
  );
  const state = useSelector(actor, (snapshot) => ({
    isOpen: !snapshot.matches('closed') && !snapshot.matches('deleted'),
    typed: snapshot.context.typed,
    errorMessage: snapshot.context.errorMessage,
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
            isBusy={state.isBusy}
            isFailed={state.isFailed}
            send={actor.send}
          />
        </Suspense>
      )}
    </>
  );
}
