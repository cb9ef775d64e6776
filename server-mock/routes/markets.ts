import type { MockApp } from '../app.ts';
import { apiError, bodyOf, findMarket } from './respond.ts';

const oneYear = 31536000;

export function marketRoutes(app: MockApp) {
  app.get('/api/markets/', (c) =>
    c.json({ markets: c.var.store.data.markets, defaultMarket: c.var.store.data.defaultMarket }),
  );
  app.get('/api/settings/', (c) => c.json(c.var.store.data.settings));
  app.post('/api/set-market/', (c) => {
    const { market: code } = bodyOf<{ market: string }>(c);
    const market = findMarket(c.var.store, code);
    if (!market) return apiError(c, 404, `Market not found: ${code}`);
    c.header('set-cookie', `market=${market.enadMarket}; Path=/; Max-Age=${oneYear}; SameSite=Lax`);
    return c.json({ market });
  });
}
