// The clients of the running app: base URLs from configuration, so a real backend is a config change.
import { createApiClients } from './clients';

const env = import.meta.env;

/** The clients, sending the shopper session's user token on signed-in calls. */
export const browserApiClients = (userToken: () => string | undefined) =>
  createApiClients({
    baseUrls: {
      app: env.VITE_APP_API_URL ?? location.origin,
      shopper: env.VITE_SHOPPER_API_URL ?? location.origin,
    },
    userToken,
  });
