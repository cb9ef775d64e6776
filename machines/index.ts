// The registry of every business flow: the flow atlas, the QA export and the model tests read it.
import type { AnyStateMachine } from 'xstate';
import { accountDeletionMachine } from './account-deletion/account-deletion.machine';
import { accountDeletionScenarios } from './account-deletion/account-deletion.scenarios';
import { approvalPolicyMachine } from './approval-policy/approval-policy.machine';
import { approvalPolicyScenarios } from './approval-policy/approval-policy.scenarios';
import { businessSignupMachine } from './business-signup/business-signup.machine';
import { businessSignupScenarios } from './business-signup/business-signup.scenarios';
import { cartLineMachine } from './cart-line/cart-line.machine';
import { cartLineScenarios } from './cart-line/cart-line.scenarios';
import { checkoutProviderMachine } from './checkout-provider/checkout-provider.machine';
import { checkoutProviderScenarios } from './checkout-provider/checkout-provider.scenarios';
import { companyCreateMachine } from './company-create/company-create.machine';
import { companyCreateScenarios } from './company-create/company-create.scenarios';
import { companyFormMachine } from './company-form/company-form.machine';
import { companyFormScenarios } from './company-form/company-form.scenarios';
import { companyRegistrationMachine } from './company-registration/company-registration.machine';
import { companyRegistrationScenarios } from './company-registration/company-registration.scenarios';
import { consumerSignupMachine } from './consumer-signup/consumer-signup.machine';
import { consumerSignupScenarios } from './consumer-signup/consumer-signup.scenarios';
import { customerInformationMachine } from './customer-information/customer-information.machine';
import { customerInformationScenarios } from './customer-information/customer-information.scenarios';
import { discountCodeMachine } from './discount-code/discount-code.machine';
import { discountCodeScenarios } from './discount-code/discount-code.scenarios';
import { forgotPasswordMachine } from './forgot-password/forgot-password.machine';
import { forgotPasswordScenarios } from './forgot-password/forgot-password.scenarios';
import { giftCardApplyMachine } from './gift-card-apply/gift-card-apply.machine';
import { giftCardApplyScenarios } from './gift-card-apply/gift-card-apply.scenarios';
import { loginMachine } from './login/login.machine';
import { loginScenarios } from './login/login.scenarios';
import { marketChangeMachine } from './market-change/market-change.machine';
import { marketChangeScenarios } from './market-change/market-change.scenarios';
import { myInformationMachine } from './my-information/my-information.machine';
import { myInformationScenarios } from './my-information/my-information.scenarios';
import { newPasswordMachine } from './new-password/new-password.machine';
import { newPasswordScenarios } from './new-password/new-password.scenarios';
import { newsletterMachine } from './newsletter/newsletter.machine';
import { newsletterScenarios } from './newsletter/newsletter.scenarios';
import { orderApprovalMachine } from './order-approval/order-approval.machine';
import { orderApprovalScenarios } from './order-approval/order-approval.scenarios';
import { orderDecisionMachine } from './order-decision/order-decision.machine';
import { orderDecisionScenarios } from './order-decision/order-decision.scenarios';
import { organisationUserRemovalMachine } from './organisation-user-removal/organisation-user-removal.machine';
import { organisationUserRemovalScenarios } from './organisation-user-removal/organisation-user-removal.scenarios';
import { printFileUploadMachine } from './print-file-upload/print-file-upload.machine';
import { printFileUploadScenarios } from './print-file-upload/print-file-upload.scenarios';
import { quickOrderMachine } from './quick-order/quick-order.machine';
import { quickOrderScenarios } from './quick-order/quick-order.scenarios';
import type { MachineScenarios } from './scenarios';
import { shopperSessionMachine } from './shopper-session/shopper-session.machine';
import { shopperSessionScenarios } from './shopper-session/shopper-session.scenarios';
import { verificationMachine } from './verification/verification.machine';
import { verificationScenarios } from './verification/verification.scenarios';
import { wishlistMachine } from './wishlist/wishlist.machine';
import { wishlistScenarios } from './wishlist/wishlist.scenarios';

export interface FlowEntry {
  id: string;
  title: string;
  purpose: string;
  machine: AnyStateMachine;
  scenarios: MachineScenarios<AnyStateMachine>;
}

export const flows: FlowEntry[] = [
  {
    id: 'shopper-session',
    title: 'Shopper session',
    purpose:
      'Who is shopping where for the whole visit: anonymous, consumer, business user, agent or super admin acting ' +
      'for a company; the market, store group, cart, checkout and user tokens follow (login, logout, market ' +
      'change, company choice, account deletion).',
    machine: shopperSessionMachine,
    scenarios: shopperSessionScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'newsletter',
    title: 'Newsletter signup',
    purpose:
      'A shopper subscribes to the newsletter with an e-mail address (shopping spec: newsletter block).',
    machine: newsletterMachine,
    scenarios: newsletterScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'market-change',
    title: 'Market change',
    purpose:
      'A shopper picks another market; the shop moves to its country root and remembers it on the server.',
    machine: marketChangeMachine,
    scenarios: marketChangeScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'cart-line',
    title: 'Cart line',
    purpose: 'Plus, minus and remove on a cart line, with the 700 ms line lock (shopping spec: cart panel).',
    machine: cartLineMachine,
    scenarios: cartLineScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'wishlist',
    title: 'Wishlist toggle',
    purpose: "Adds or removes a product from the wishlist, with the 5-second 'wishlist added' flag.",
    machine: wishlistMachine,
    scenarios: wishlistScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'login',
    title: 'Login and its outcome',
    purpose:
      "Log in, then rebuild the cart for the user's store group or store the user's organisation in the session, " +
      'and redirect (accounts spec: login).',
    machine: loginMachine,
    scenarios: loginScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'verification',
    title: 'E-mail verification banner',
    purpose: 'Confirms an e-mail address from the link in the verification mail, above the login form.',
    machine: verificationMachine,
    scenarios: verificationScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'consumer-signup',
    title: 'Consumer signup',
    purpose:
      'A visitor creates a consumer account, gets an e-mail verification link and sees the confirm-your-e-mail ' +
      'card (accounts spec: signup, consumer).',
    machine: consumerSignupMachine,
    scenarios: consumerSignupScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'business-signup',
    title: 'Business signup',
    purpose:
      'A visitor creates a business account: the contact person first, then the company with that user as its ' +
      'admin, then the e-mail verification link (accounts spec: signup, business; signup autofill).',
    machine: businessSignupMachine,
    scenarios: businessSignupScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'company-registration',
    title: 'Company registration',
    purpose:
      'A signed-in user registers a company for their own account and becomes its admin: the business signup ' +
      "without the contact person, who is the user (the way on from the business signup's 'user already exists').",
    machine: companyRegistrationMachine,
    scenarios: companyRegistrationScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'forgot-password',
    title: 'Forgot password',
    purpose:
      'Ask for a password reset link; the check-e-mail card with its 300-second resend countdown, or the cards for an unverified or unknown address.',
    machine: forgotPasswordMachine,
    scenarios: forgotPasswordScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'new-password',
    title: 'New password',
    purpose: 'Choose a new password from the reset link: strength, confirmation, success or an expired link.',
    machine: newPasswordMachine,
    scenarios: newPasswordScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'order-decision',
    title: 'Order decision',
    purpose:
      'A customer approves, declines (with a reason for the agent) or requests a change to an order that awaits ' +
      'them (accounts spec: order custom-state transitions and dialogs).',
    machine: orderDecisionMachine,
    scenarios: orderDecisionScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'order-approval',
    title: 'Order approval',
    purpose:
      'An approver of the company approves or declines (with a reason for the buyer) the step an order waits for in ' +
      "its company's approval, tier by tier: an approver, then a company admin; never the buyer (issue 33).",
    machine: orderApprovalMachine,
    scenarios: orderApprovalScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'checkout-provider',
    title: 'Checkout and payment provider',
    purpose:
      "Chooses the payment provider from the cart's capabilities by priority, starts the checkout and the " +
      "provider's hosted widget, and goes to the confirmation once paid (shopping spec: checkout).",
    machine: checkoutProviderMachine,
    scenarios: checkoutProviderScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'customer-information',
    title: 'Customer information in checkout',
    purpose:
      'A business buyer, agent or super admin chooses the company, the contact person and the addresses the order ' +
      'is for; the choice is stored on the session and the checkout starts again (shopping spec: customer information card).',
    machine: customerInformationMachine,
    scenarios: customerInformationScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'my-information',
    title: 'My information',
    purpose:
      'The signed-in user keeps their name, address, phone and communication preferences current; success shows for 5 s (accounts spec: my information, profile update).',
    machine: myInformationMachine,
    scenarios: myInformationScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'account-deletion',
    title: 'Account deletion',
    purpose:
      'The user types the confirm keyword, the account is deleted and the user logged out to the home page (accounts spec: account deletion).',
    machine: accountDeletionMachine,
    scenarios: accountDeletionScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'company-form',
    title: 'Company form',
    purpose:
      "A company admin edits the company's contact details and addresses (add, remove while more than one) and saves; 'updatedInformation' for 5 s (accounts spec: company save).",
    machine: companyFormMachine,
    scenarios: companyFormScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'approval-policy',
    title: 'Approval rules and budgets',
    purpose:
      "A company admin sets which orders wait for approval (an amount per currency for an approver, a second for an admin as well, a line limit) and the buyers' budgets per month or quarter; checked by the shared rules, then by the backend; everyone else reads them (issue 33).",
    machine: approvalPolicyMachine,
    scenarios: approvalPolicyScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'company-create',
    title: 'Company creation',
    purpose:
      "An agent or super admin creates a company from the checkout's customer information card (shopping spec: company creation rules), through the organisation signup call; the new company is chosen.",
    machine: companyCreateMachine,
    scenarios: companyCreateScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'organisation-user-removal',
    title: 'Organisation user removal',
    purpose:
      "A company admin removes a user from the company's users tab after confirming it; never themselves.",
    machine: organisationUserRemovalMachine,
    scenarios: organisationUserRemovalScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'discount-code',
    title: 'Discount code',
    purpose:
      "Applies or removes a promo code in the voucher panel; the server's cart replaces the cart and the checkout " +
      "starts again; the catalogue's errors inline, others as a toast (shopping spec: voucher panel, discount codes).",
    machine: discountCodeMachine,
    scenarios: discountCodeScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'gift-card-apply',
    title: 'Gift cards',
    purpose:
      'Applies the gift cards of the visit one after another (300 ms x index), adds and removes cards, and makes ' +
      'the payment provider follow: Avarda refreshes after 200 ms, QliroOne syncs (shopping spec: gift cards).',
    machine: giftCardApplyMachine,
    scenarios: giftCardApplyScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'print-file-upload',
    title: 'Print-file upload',
    purpose:
      "A company admin uploads logos to 'Tryckfiler': the rules, then per file eps/pdf/ai converted to a PNG " +
      'preview uploaded hidden, then the original; a toast sums the batch up (shopping spec 4, 5, 8).',
    machine: printFileUploadMachine,
    scenarios: printFileUploadScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'quick-order',
    title: 'Quick order',
    purpose:
      'A business buyer types, pastes or uploads lines of SKU and quantity; each is checked with get-products-by-sku, ' +
      'then every valid line goes to the cart in one call, all or nothing, and the refused lines stay to fix (issue 19).',
    machine: quickOrderMachine,
    scenarios: quickOrderScenarios as MachineScenarios<AnyStateMachine>,
  },
];

export function flowById(id: string): FlowEntry | undefined {
  return flows.find((flow) => flow.id === id);
}
