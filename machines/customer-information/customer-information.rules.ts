// The customer card's rules, pure: the checkout's adapter reads the session's customer choice with them without
// loading the card's machine (a consumer's checkout never needs it).

/** The address marked default, else the first; null for a company without addresses of the kind. */
export const defaultAddressId = (addresses: readonly { id: string; is_default?: boolean }[]) =>
  (addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? null;
