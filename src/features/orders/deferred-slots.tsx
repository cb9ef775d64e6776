// The order pages' widgets that load after the first paint (decision 005): the decisions (xstate, the dialogs
// and the text area) and the company chooser (react-aria's combobox). One module, so their chunk lists the
// dependencies the two share once.
import { lazy, Suspense } from 'react';
import { isApprovalOffered, isDeclineOffered } from '../../../machines/order-decision/order-decision.rules';
import { useTranslation } from '../../i18n/use-translation';
import { useUser } from '../../session/user.queries';
import { ButtonPlaceholder } from '../../ui/button-placeholder';
import type { CompanyChooserProps } from '../account/company-chooser';
import { CompanyChooserPlaceholder } from '../account/company-chooser-placeholder';
import { approvalRefusalFor } from './approval-decider';
import { type DecisionOrder, decisionBlock } from './decision-permission';
import type { OrderApprovalActionsProps } from './order-approval-actions';
import type { OrderDecisionsProps } from './order-decisions';
import * as decisionStyles from './order-decisions.css';
import type { ReorderButtonProps } from './reorder-button';

const OrderDecisions = lazy(() =>
  import('./order-decisions').then((module) => ({ default: module.OrderDecisions })),
);
const OrderApprovalActions = lazy(() =>
  import('./order-approval-actions').then((module) => ({ default: module.OrderApprovalActions })),
);
const ReorderButton = lazy(() =>
  import('./reorder-button').then((module) => ({ default: module.ReorderButton })),
);
const CompanyChooser = lazy(() =>
  import('../account/company-chooser').then((module) => ({ default: module.CompanyChooser })),
);

export interface OrderDecisionsSlotProps extends OrderDecisionsProps {
  /** Who placed the order and for which company: who may decide on it (issue 33). */
  order: DecisionOrder;
}

/**
 * The order's decision buttons once their chunk has loaded; their places held before (the same rules). Someone
 * who may not decide on the order (not an approver, or their own order) sees why instead (issue 33).
 */
export function OrderDecisionsSlot({ order, ...props }: OrderDecisionsSlotProps) {
  const { t } = useTranslation('account');
  const user = useUser().data;
  if (!user) return null;
  const block = decisionBlock(user, order);
  if (block) {
    if (!isApprovalOffered(props.customStates) && !isDeclineOffered(props.customStates)) return null;
    return <p className={decisionStyles.blocked}>{t(`orders.decisionBlocked.${block}`)}</p>;
  }
  const placeholders = (
    <div className={decisionStyles.buttons}>
      {isApprovalOffered(props.customStates) && <ButtonPlaceholder>{t('orders.approve')}</ButtonPlaceholder>}
      {isDeclineOffered(props.customStates) && (
        <>
          <ButtonPlaceholder>{t('orders.requestChange')}</ButtonPlaceholder>
          <ButtonPlaceholder>{t('orders.decline')}</ButtonPlaceholder>
        </>
      )}
    </div>
  );
  return (
    <Suspense fallback={placeholders}>
      <OrderDecisions {...props} />
    </Suspense>
  );
}

/**
 * The approval's decision once its chunk (the order-approval machine, the dialog) has loaded (issue 33); before,
 * the buttons' places for who may take the step, the note why not for anyone else (the same rules).
 */
export function OrderApprovalSlot(props: Omit<OrderApprovalActionsProps, 'user'>) {
  const { t } = useTranslation('account');
  const user = useUser().data;
  if (!user) return null;
  const refusal = approvalRefusalFor(user, props.order, props.approval);
  const fallback =
    refusal === 'notWaiting' ? null : refusal ? (
      <p className={decisionStyles.blocked}>{t(`orderApproval.blocked.${refusal}`)}</p>
    ) : (
      <div className={decisionStyles.buttons}>
        <ButtonPlaceholder>{t('orderApproval.approve')}</ButtonPlaceholder>
        <ButtonPlaceholder>{t('orderApproval.decline')}</ButtonPlaceholder>
      </div>
    );
  return (
    <Suspense fallback={fallback}>
      <OrderApprovalActions {...props} user={user} />
    </Suspense>
  );
}

/** The company chooser once its chunk has loaded; a placeholder of its size before. */
export function CompanyChooserSlot(props: CompanyChooserProps) {
  return (
    <Suspense fallback={<CompanyChooserPlaceholder />}>
      <CompanyChooser {...props} />
    </Suspense>
  );
}

/** 'Order again' once its chunk (the cart calls, the quick-order rules) has loaded; its place held before. */
export function ReorderSlot(props: ReorderButtonProps) {
  const { t } = useTranslation('account');
  return (
    <Suspense fallback={<ButtonPlaceholder>{t('orders.reorder')}</ButtonPlaceholder>}>
      <ReorderButton {...props} />
    </Suspense>
  );
}
