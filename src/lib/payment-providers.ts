// The payment providers as shoppers know them: brand names, the same in every language.
import type { PaymentProviderName } from '../../openapi/types';

export const paymentProviderNames: Record<PaymentProviderName, string> = {
  Adyen: 'Adyen',
  QliroOne: 'Qliro',
  KlarnaCheckout: 'Klarna',
  Avarda: 'Avarda',
  WalleyCheckout: 'Walley',
};
