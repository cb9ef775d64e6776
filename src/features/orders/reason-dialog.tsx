import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog, Modal } from '../../ui/dialog';
import { TextArea } from '../../ui/text-area';
import * as styles from './order-decisions.css';

export interface ReasonDialogProps {
  isOpen: boolean;
  isBusy: boolean;
  /** The failure shown in the dialog, if the last send failed. */
  failure?: string | null;
  reason: string;
  canConfirm: boolean;
  texts: {
    title: string;
    text?: string;
    reason: string;
    placeholder?: string;
    cancel: string;
    confirm: string;
    progress: string;
  };
  isRequired?: boolean;
  confirmVariant: 'primary' | 'danger';
  onReasonChange: (reason: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A decision's dialog with its reason (4 rows), Cancel and the decision: the order's decline, change request, approval. */
export function ReasonDialog({
  isOpen,
  isBusy,
  failure,
  reason,
  canConfirm,
  texts,
  isRequired,
  confirmVariant,
  onReasonChange,
  onCancel,
  onConfirm,
}: ReasonDialogProps) {
  return (
    <Modal
      size="sm"
      isOpen={isOpen}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Dialog title={texts.title} hideCloseButton>
        <form
          className={styles.dialogBody}
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          {texts.text && <p className={styles.dialogText}>{texts.text}</p>}
          <TextArea
            label={texts.reason}
            placeholder={texts.placeholder}
            rows={4}
            isRequired={isRequired}
            value={reason}
            isDisabled={isBusy}
            onChange={onReasonChange}
          />
          {failure && <Alert variant="danger">{failure}</Alert>}
          <div className={styles.dialogButtons}>
            <Button variant="secondary" isDisabled={isBusy} onPress={onCancel}>
              {texts.cancel}
            </Button>
            <Button
              type="submit"
              variant={confirmVariant}
              isDisabled={!canConfirm && !isBusy}
              isPending={isBusy}
              pendingLabel={texts.progress}
            >
              {texts.confirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
