// Deciding on an order's company approval, tier by tier (issue 33, docs/decisions/062-the-order-approval-path.md):
// judged by the rules the shop reads too (machines/order-approval/order-approval.rules.ts, `approvalRefusal`),
// recorded with `decide`. The last approval approves the order as the order decision does; a decline at any tier
// declines it, voids its payment (not charged), gives its gift cards back what they paid and releases the buyer's
// budget. The buyer is mailed on every decision, the admins when the next step is theirs.

import type { MockApp } from '../app.ts';
import {
  type ApprovalRefusal,
  approvalRefusal,
  type Decider,
  decide,
  nextTier,
  type OrderApproval,
} from '../approval-rules.ts';
import type { SeedOrder, SeedUser } from '../data.ts';
import type { Store } from '../store.ts';
import { sendMail } from './accounts.ts';
import { isApproverOf, orderFor, withUser } from './orders.ts';
import { apiError, bodyOf, marketByCountry } from './respond.ts';

/** Why a decision is refused, as the backend answers it: the status and a clear English text. */
export const refusalAnswers: Record<ApprovalRefusal, { status: 403 | 409; text: string }> = {
  notWaiting: { status: 409, text: "This order no longer waits for the company's approval" },
  ownOrder: { status: 403, text: 'Nobody may decide on an order they placed themselves' },
  notApprover: { status: 403, text: 'Only an approver of the company may decide on its orders' },
  needsAdmin: { status: 403, text: 'This step of the approval waits for a company admin' },
  alreadyDecided: {
    status: 403,
    text: 'You approved an earlier step of this order: the next step is a colleague’s',
  },
};

export const noApprovalText = "This order does not wait for the company's approval";
export const declineNeedsReasonText = 'A decline needs a reason for the buyer';
/** The payment's record of why it was voided. */
export const declinedPaymentReason = 'The order was declined in the company’s approval';

const bareNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** The user as the rules see them on the order's company. */
export function deciderOn(user: SeedUser, order: SeedOrder): Decider {
  const organisationNumber = order.organisation_number ?? '';
  const membership = user.organisations.find(
    (organisation) =>
      bareNumber(organisation.organisation_number) === bareNumber(organisationNumber) &&
      organisation.role === 'customer',
  );
  return {
    userId: user.id,
    email: user.email,
    isAdmin: membership?.level === 'admin',
    isApprover: organisationNumber !== '' && isApproverOf(user, organisationNumber),
    isSuperAdmin: user.is_super_admin,
  };
}

const placerOf = (order: SeedOrder) => ({
  ...(order.user_id ? { userId: order.user_id } : {}),
  email: order.email,
});

const nameOf = (user: Pick<SeedUser, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`;

/** An amount of the order's currency as its market writes it. */
function moneyOf(store: Store, order: SeedOrder, amount: number) {
  const market = marketByCountry(store, order.countryCode ?? 'SE');
  return new Intl.NumberFormat(market?.engageLocale ?? 'sv-SE', {
    style: 'currency',
    currency: order.currencyCode,
  }).format(amount / 100);
}

/**
 * A declined order is not charged: the invoice is voided at the provider (docs/decisions/055), and each gift card
 * gets back what it paid of the order. A card pays only in its own currency (docs/decisions/049), so the amount
 * goes back as it was taken. The payment records when, per card: a card is never refunded twice.
 */
function voidDeclinedPayment(store: Store, order: SeedOrder, at: string) {
  if (!order.payment) return;
  order.payment.voided = { at, reason: declinedPaymentReason };
  for (const used of order.payment.giftCards) {
    const card = store.data.giftCards.find((entry) => entry.code === used.code);
    if (used.returnedAt !== undefined || !card) continue;
    card.balance += used.amount;
    used.returnedAt = at;
  }
}

/** What the declined order's gift cards got back, as the buyer's mail says it ('' without any). */
function returnedText(store: Store, order: SeedOrder) {
  const returned = (order.payment?.giftCards ?? []).filter((card) => card.returnedAt !== undefined);
  if (returned.length === 0) return '';
  const each = returned.map((card) => `${moneyOf(store, order, card.amount)} to gift card ${card.code}`);
  return ` What your gift cards paid is back on them: ${each.join(', ')}.`;
}

/** Mails the buyer of the decision just taken, and the admins who may take the next step when it is theirs. */
function mailDecision(store: Store, order: SeedOrder, approval: OrderApproval, decider: SeedUser) {
  const link = `/my-account/orders/${order.id}/`;
  const who = nameOf(decider);
  const ref = order.orderRef;
  const amount = moneyOf(store, order, order.totals.grandTotal);
  const buyer = order.firstName ?? '';
  const company =
    store.data.companies.find(
      (entry) => bareNumber(entry.organisation_number) === bareNumber(order.organisation_number ?? ''),
    )?.name ?? 'your company';
  const step = approval.steps.at(-1)!;
  const tier = nextTier(approval);
  if (approval.status === 'declined')
    sendMail(
      store,
      order.email,
      `Your order ${ref} was declined`,
      `Hi ${buyer}, ${who} declined your order ${ref} (${amount}) for ${company}. Reason: ${step.reason ?? ''}. You are not charged: the payment was voided, and the order no longer counts against your budget.${returnedText(store, order)}`,
      link,
    );
  else if (approval.status === 'approved')
    sendMail(
      store,
      order.email,
      `Your order ${ref} is approved`,
      `Hi ${buyer}, ${who} approved your order ${ref} (${amount}) for ${company}. It goes ahead now.`,
      link,
    );
  else {
    const still = tier === 'admin' ? 'a company admin' : 'an approver';
    sendMail(
      store,
      order.email,
      `Your order ${ref} is approved by ${who}; it still waits for ${still}`,
      `Hi ${buyer}, ${who} approved your order ${ref} (${amount}) for ${company}. It still waits for ${still} of ${company} to approve it.`,
      link,
    );
  }
  if (tier !== 'admin') return;
  // Everyone who may take the admin's step now: the company's admins, not the buyer nor who approved before.
  for (const user of store.data.users) {
    const candidate = deciderOn(user, order);
    if (user.is_super_admin || !candidate.isAdmin) continue;
    if (approvalRefusal(candidate, placerOf(order), approval) !== null) continue;
    sendMail(
      store,
      user.email,
      `Order ${ref} waits for your approval`,
      `Hi ${user.first_name}, ${who} approved ${nameOf({ first_name: buyer, last_name: order.lastName ?? '' })}'s order ${ref} (${amount}) for ${company}. It now needs a company admin's approval as well.`,
      link,
    );
  }
}

export function orderApprovalRoutes(app: MockApp) {
  app.post(
    '/api/enad/decide-order-approval/',
    withUser((c, user) => {
      const body = bodyOf<{ order_id: string; decision: 'approve' | 'decline'; reason?: string }>(c);
      const order = orderFor(c, user, body.order_id);
      if (order instanceof Response) return order;
      const store = c.var.store;
      const current = order.approval;
      if (!current) return apiError(c, 409, noApprovalText);
      const refusal = approvalRefusal(deciderOn(user, order), placerOf(order), current);
      if (refusal) {
        const answer = refusalAnswers[refusal];
        return apiError(c, answer.status, answer.text);
      }
      const reason = body.reason?.trim() ?? '';
      if (body.decision === 'decline' && reason === '') return apiError(c, 400, declineNeedsReasonText);
      const at = store.clock().toISOString();
      const approval = decide(current, {
        decision: body.decision === 'approve' ? 'approved' : 'declined',
        userId: user.id,
        name: nameOf(user),
        at,
        ...(reason ? { reason } : {}),
      });
      order.approval = approval;
      const states = order.status.customStates.filter(
        (state) => state.id !== 'awaiting_customer_action' && state.id !== 'customer_declined',
      );
      // The last approval is the order's approval, as the order decision's approve leaves it (docs/decisions/023).
      if (approval.status === 'approved')
        order.status.customStates = [...states, { id: 'customer_approved' }];
      if (approval.status === 'declined') {
        order.status.customStates = [
          ...states.filter((state) => state.id !== 'customer_approved'),
          { id: 'customer_declined' },
        ];
        order.notes = [
          ...(order.notes ?? []),
          { text: reason, date: at, customStateId: 'customer_declined' },
        ];
        voidDeclinedPayment(store, order, at);
      }
      mailDecision(store, order, approval, user);
      return c.json(order);
    }),
  );
}
