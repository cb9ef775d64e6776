// The one company chooser (decision 038): the checkout's customer card, the company page and the order list
// choose a company with it. It searches the companies the user may see on the server (all of them for a super
// admin) and loads the next page of 10 as the list scrolls to its end, so an agent of 13 or a super admin of
// thousands reaches every company.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Company } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { searchDebounceMs, useDebounced } from '../../lib/use-debounced';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SearchComboBox } from '../../ui/combo-box';
import {
  companiesQueryOptions,
  companyPagesQueryOptions,
  companyQueryOptions,
  useKeepChosenCompany,
} from './companies.queries';
import * as styles from './company-chooser.css';
import { CompanyChooserPlaceholder } from './company-chooser-placeholder';

export interface CompanyChooserProps {
  label: string;
  /** The chosen company (its name shows in the input; without one, the chooser reads it by id), or none. */
  chosen: { id: string; name?: string } | null;
  onChoose: (company: Company) => void;
  isDisabled?: boolean;
  /** Read-only while a choice is stored: disabling the focused input would blur it (decision 020). */
  isReadOnly?: boolean;
  /** 400 ms (the shopping spec) unless the page has its own rule. */
  debounceMs?: number;
  /** A member's choice is disabled with one company or none (the spec); a super admin always chooses. */
  disableWithOne?: boolean;
}

export function CompanyChooser(props: CompanyChooserProps) {
  // The chooser's texts load with it (namespace 'customer', small, shared with the checkout's card).
  const { ready } = useTranslation('customer');
  return ready ? <Chooser {...props} /> : <CompanyChooserPlaceholder />;
}

function Chooser({
  label,
  chosen,
  onChoose,
  isDisabled,
  isReadOnly,
  debounceMs = searchDebounceMs,
  disableWithOne,
}: CompanyChooserProps) {
  const { t } = useTranslation('customer', { keyPrefix: 'companyChooser' });
  const api = useApi();
  const keepChosenCompany = useKeepChosenCompany();
  const named = useQuery({
    ...companyQueryOptions(api, chosen?.id ?? ''),
    enabled: chosen !== null && chosen.name === undefined,
  });
  const chosenName = chosen?.name ?? named.data?.name ?? '';
  // The input shows the chosen company's name; only what the user types searches (a chosen name lists all).
  const [text, setText] = useState(chosenName);
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState(`${chosen?.id}:${chosenName}`);
  // A name still being read keeps the text as it is (emptying the input would open the list again).
  if (shown !== `${chosen?.id}:${chosenName}` && (chosen === null || chosenName)) {
    setShown(`${chosen?.id}:${chosenName}`);
    setText(chosenName);
    setTyped('');
  }
  const search = useDebounced(typed.trim(), debounceMs);
  const pages = useInfiniteQuery(companyPagesQueryOptions(api, search));
  const own = useQuery({ ...companiesQueryOptions(api, 1, ''), enabled: Boolean(disableWithOne) });
  const companies = pages.data?.pages.flatMap((page) => page.companies) ?? [];
  const single = own.data !== undefined && own.data.total_pages <= 1 && own.data.companies.length <= 1;
  const searching = typed.trim() !== search || (pages.isFetching && !pages.isFetchingNextPage);

  const reset = () => {
    setText(chosenName);
    setTyped('');
  };
  return (
    <div className={styles.chooser}>
      <SearchComboBox
        label={label}
        placeholder={t('search')}
        description={t('hint')}
        items={companies.map((company) => ({
          id: company.id,
          label: company.name,
          detail: company.organisation_number,
        }))}
        selectedKey={chosen?.id ?? null}
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          setTyped(value);
        }}
        onSelectionChange={(key) => {
          const picked = companies.find((company) => company.id === key);
          if (!picked || picked.id === chosen?.id) return reset();
          setText(picked.name);
          setTyped('');
          // A caller that keeps only the id (the order list's URL) finds the name at once.
          keepChosenCompany(picked);
          onChoose(picked);
        }}
        isDisabled={isDisabled || (disableWithOne && single)}
        isReadOnly={isReadOnly}
        emptyState={
          <p className={styles.empty}>
            {pages.isError ? t('loadFailed') : pages.isPending || searching ? t('loading') : t('noCompanies')}
          </p>
        }
        onLoadMore={pages.hasNextPage ? () => void pages.fetchNextPage() : undefined}
        isLoadingMore={pages.isFetchingNextPage}
        loadingMoreLabel={t('loadingMore')}
      />
      {pages.isError && (
        <Alert variant="danger" title={t('loadFailed')}>
          <Button size="sm" variant="secondary" onPress={() => void pages.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
    </div>
  );
}
