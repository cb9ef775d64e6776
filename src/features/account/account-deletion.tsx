import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  accountDeletionMachine,
  isKeywordTyped,
} from '../../../machines/account-deletion/account-deletion.machine';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog, Modal } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import * as styles from './account-pages.css';
import { logout } from './logout';

/** The delete-account button and its confirm dialog (type the keyword, then delete and log out). */
export function AccountDeletion({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const queryClient = useQueryClient();
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
          logout(queryClient);
          onDeleted();
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
      <Modal
        isOpen={state.isOpen}
        isDismissable={!state.isBusy}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'deletion.cancel' });
        }}
        size="sm"
      >
        <Dialog title={t('deleteAccount.title')} hideCloseButton>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'deletion.confirm' });
            }}
          >
            <p>{t('deleteAccount.text', { keyword })}</p>
            <TextField
              label={t('deleteAccount.inputLabel', { keyword })}
              value={state.typed}
              onChange={(value) => actor.send({ type: 'deletion.change', value })}
              autoComplete="off"
              isDisabled={state.isBusy}
            />
            {state.isFailed && (
              <Alert variant="danger" title={t('deleteAccount.failed')}>
                {state.errorMessage ?? t('myInformation.tryAgain')}
              </Alert>
            )}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onPress={() => actor.send({ type: 'deletion.cancel' })}
                isDisabled={state.isBusy}
              >
                {t('deleteAccount.cancel')}
              </Button>
              <Button
                type="submit"
                variant="danger"
                isDisabled={!isKeywordTyped(state.typed, keyword)}
                isPending={state.isBusy}
                pendingLabel={t('deleteAccount.deleting')}
              >
                {t('deleteAccount.confirm')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </>
  );
}
