import { useEffect, useState } from 'react';

/** The company page's search debounce (accounts spec 9). */
export const companySearchDebounceMs = 300;
/** Every other search's debounce (the shopping spec's shared rule). */
export const searchDebounceMs = 400;

/** The value once it has stayed the same for `ms` milliseconds. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A search box's text, its debounced query and the page of results: a new query goes back to page 1. */
export function usePagedSearch(ms: number) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim(), ms);
  const [searched, setSearched] = useState(query);
  if (searched !== query) {
    setSearched(query);
    setPage(1);
  }
  return { search, setSearch, query, page, setPage };
}
