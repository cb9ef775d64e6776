import { useRef } from 'react';

/** A ref that always holds the latest value, for long-lived callbacks such as a machine's actors. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
