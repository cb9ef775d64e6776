import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Company } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { usePagedSearch } from '../../lib/use-debounced';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Pager, type PagerTexts } from '../../ui/pager';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { companiesQueryOptions } from './companies.queries';
import * as styles from './company-search.css';

export interface CompanySearchTexts extends PagerTexts {
  search: string;
  loadFailed: string;
  noCompanies: string;
  results: string;
  pages: string;
  choose: string;
  chooseNamed: (name: string) => string;
}

/**
 * A super admin's search over every company, 10 a page, back to page 1 on a new search: the company page
 * (300 ms debounce) and the checkout's customer card (400 ms) both use it, each with its own texts.
 */
export function CompanySearch({
  chosenId,
  onChoose,
  isDisabled,
  debounceMs,
  texts,
}: {
  chosenId?: string;
  onChoose: (company: Company) => void;
  isDisabled?: boolean;
  debounceMs: number;
  texts: CompanySearchTexts;
}) {
  const api = useApi();
  const { search, setSearch, query, page, setPage } = usePagedSearch(debounceMs);
  // The previous page stays on screen while the next one loads.
  const companies = useQuery({
    ...companiesQueryOptions(api, page, query),
    placeholderData: keepPreviousData,
  });
  const totalPages = companies.data?.total_pages ?? 0;
  return (
    <div className={styles.search}>
      <TextField type="search" label={texts.search} value={search} onChange={setSearch} autoComplete="off" />
      {companies.isPending ? (
        <Skeleton height="10rem" />
      ) : companies.isError ? (
        <Alert variant="danger">{texts.loadFailed}</Alert>
      ) : companies.data.companies.length === 0 ? (
        <p className={styles.muted}>{texts.noCompanies}</p>
      ) : (
        <ul className={styles.results} aria-label={texts.results}>
          {companies.data.companies.map((entry) => (
            <li key={entry.id} className={styles.result}>
              <span>
                {entry.name} <span className={styles.muted}>{entry.organisation_number}</span>
              </span>
              <Button
                size="sm"
                variant={entry.id === chosenId ? 'primary' : 'secondary'}
                aria-label={texts.chooseNamed(entry.name)}
                aria-pressed={entry.id === chosenId}
                isDisabled={isDisabled}
                onPress={() => onChoose(entry)}
              >
                {texts.choose}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <Pager page={page} totalPages={totalPages} onPage={setPage} label={texts.pages} texts={texts} />
      )}
    </div>
  );
}
