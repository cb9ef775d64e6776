// Shared answers and look-ups of the mock routes.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Market } from '../../openapi/types.ts';
import type { MockEnv } from '../app.ts';
import type { Store } from '../store.ts';

export const apiError = (c: Context<MockEnv>, status: ContentfulStatusCode, error: string, extra?: object) =>
  c.json({ error, ...extra }, status);

/** The validated JSON body of the request (the contract middleware parsed and checked it). */
export const bodyOf = <T>(c: Context<MockEnv>) => c.var.body as T;

export const findMarket = (store: Store, code: string): Market | undefined =>
  store.data.markets.find((market) => market.enadMarket === code.toLowerCase());

export const marketByCountry = (store: Store, countryCode: string): Market | undefined =>
  store.data.markets.find((market) => market.country === countryCode.toUpperCase());

/** The bearer token of the Authorization header, if any. */
export const bearerToken = (c: Context<MockEnv>) =>
  c.req
    .header('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
