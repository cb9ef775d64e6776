// The market an account page acts in, as the shopper session holds it: the market of the `/{country}/` page
// last visited or of the user's last login, else the default one (decision 045; the root route enters it).
import type { Market } from '../../../openapi/types';
import type { FlowEnvironment } from '../../session/flow-environment';
import { marketsQueryOptions } from '../markets/markets.queries';
import { findMarket } from '../markets/use-market';

/** The session's market as the markets configuration describes it (read before any page renders). */
export function sessionMarketOf({
  api,
  queryClient,
  session,
}: Pick<FlowEnvironment, 'api' | 'queryClient' | 'session'>): Market {
  const configured = queryClient.getQueryData(marketsQueryOptions(api).queryKey);
  const market = configured && findMarket(configured.markets, session.marketId());
  if (!market) throw new Error('The shopper session is in no configured market yet');
  return market;
}
