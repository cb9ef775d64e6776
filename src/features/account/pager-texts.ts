import type { TFunction } from 'i18next';
import type { PagerTexts } from '../../ui/pager';

/** The account pages' pager texts (company list, organisation users). */
export const pagerTexts = (t: TFunction<'account'>): PagerTexts => ({
  previous: t('company.previous'),
  next: t('company.next'),
  pageOf: (page, total) => t('company.pageOf', { page, total }),
});
