import type { TFunction } from 'i18next';
import type { Market } from '../../../openapi/types';

/** A market as the selector lists it: name, currency and upper-case language code. */
export const marketOptionText = (t: TFunction, market: Market) =>
  t('market.option', {
    name: market.name,
    currency: market.currency,
    language: market.language.toUpperCase(),
  });
