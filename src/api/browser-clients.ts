// The clients of the running app: base URLs from configuration, so a real backend is a config change.
import { readCookie, userTokenCookie } from '../lib/cookies';
import { createApiClients } from './clients';

const env = import.meta.env;

export const browserApiClients = createApiClients({
  baseUrls: {
    app: env.VITE_APP_API_URL ?? location.origin,
    shopper: env.VITE_SHOPPER_API_URL ?? location.origin,
  },
  userToken: () => readCookie(userTokenCookie),
});
