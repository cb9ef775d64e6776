import { useEffect, useState } from 'react';

/** The company page's search debounce (accounts spec 9). */
export const companySearchDebounceMs = 300;

/** The value once it has stayed the same for `ms` milliseconds. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
