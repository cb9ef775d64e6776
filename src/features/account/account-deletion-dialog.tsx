import {
  type AccountDeletionEvent,
  isKeywordTyped,
} from '../../../machines/account-deletion/account-deletion.machine';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog, Modal } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import * as styles from './account-pages.css';

/**
 * The confirm dialog of the account deletion: type the keyword, then delete. When the backend refused because the
 * user is the only admin of companies (`adminOf`), it says so and offers only to close.
 */
export function AccountDeletionDialog({
  keyword,
  typed,
  errorMessage,
  adminOf,
  isBusy,
  isFailed,
  send,
}: {
  keyword: string;
  typed: string;
  errorMessage: string | null;
  adminOf: string[] | null;
  isBusy: boolean;
  isFailed: boolean;
  send: (event: AccountDeletionEvent) => void;
}) {
  const { t, i18n } = useTranslation('account');
  if (adminOf)
    return (
      <Modal isOpen onOpenChange={(open) => !open && send({ type: 'deletion.cancel' })} size="sm">
        <Dialog title={t('deleteAccount.title')} hideCloseButton>
          <div className={styles.form}>
            <Alert variant="warning" title={t('deleteAccount.lastAdminTitle')}>
              {t('deleteAccount.lastAdminText', {
                companies: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(adminOf),
              })}
            </Alert>
            <div className={styles.actions}>
              <Button variant="secondary" autoFocus onPress={() => send({ type: 'deletion.cancel' })}>
                {t('deleteAccount.close')}
              </Button>
            </div>
          </div>
        </Dialog>
      </Modal>
    );
  return (
    <Modal
      isOpen
      isDismissable={!isBusy}
      onOpenChange={(open) => {
        if (!open) send({ type: 'deletion.cancel' });
      }}
      size="sm"
    >
      <Dialog title={t('deleteAccount.title')} hideCloseButton>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'deletion.confirm' });
          }}
        >
          <p>{t('deleteAccount.text', { keyword })}</p>
          <TextField
            label={t('deleteAccount.inputLabel', { keyword })}
            value={typed}
            onChange={(value) => send({ type: 'deletion.change', value })}
            autoComplete="off"
            isDisabled={isBusy}
          />
          {isFailed && (
            <Alert variant="danger" title={t('deleteAccount.failed')}>
              {errorMessage ?? t('myInformation.tryAgain')}
            </Alert>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => send({ type: 'deletion.cancel' })} isDisabled={isBusy}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              isDisabled={!isKeywordTyped(typed, keyword)}
              isPending={isBusy}
              pendingLabel={t('deleteAccount.deleting')}
            >
              {t('deleteAccount.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
