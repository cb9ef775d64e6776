// The calls that tell a payment provider the checkout's new amount (one per provider), as the model tests and
// the browser adapters hold them for the gift-card machine's syncProvider actor.
export const providerSyncRoutes = [
  'POST /shopper-kco/orders/sync',
  'POST /shopper-qliro/checkouts/sync',
  'POST /shopper-avarda/payments/sync',
  'POST /shopper-walley/checkouts/sync',
  'POST /shopper-adyen/sessions/sync',
];
