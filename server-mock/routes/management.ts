import type { MockApp } from '../app.ts';
import { apiError, bearerToken, bodyOf } from './respond.ts';

/** Management tokens live 5 minutes, so the client's refresh-and-retry path is exercised in real use. */
const tokenLifetimeSeconds = 300;
const publicClientId = 'statefront-web';

export function managementRoutes(app: MockApp) {
  app.post('/oauth/token', (c) => {
    const { store } = c.var;
    const { client_id } = bodyOf<{ client_id: string }>(c);
    if (client_id !== publicClientId) return apiError(c, 401, 'invalid_client');
    const token = store.nextId('mt');
    store.runtime.managementTokens[token] = store.clock().getTime() + tokenLifetimeSeconds * 1000;
    return c.json({ access_token: token, token_type: 'Bearer' as const, expires_in: tokenLifetimeSeconds });
  });
  app.get('/management/store-groups', (c) => {
    const { store } = c.var;
    const token = bearerToken(c);
    const expiresAt = token ? store.runtime.managementTokens[token] : undefined;
    if (!expiresAt || expiresAt <= store.clock().getTime())
      return apiError(c, 401, 'invalid or expired token');
    return c.json({
      storeGroups: store.data.storeGroups.map(({ id, slug, name, countryCodes }) => ({
        id,
        slug,
        name,
        countryCodes,
      })),
    });
  });
}
