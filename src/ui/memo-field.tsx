// A form field that renders again only when what it shows changes (decision 067). A form re-renders on every input
// of any of its fields; without this every field of a long form (its react-aria hooks, a phone field's country list)
// rendered again with it, which a phone pays as input delay.
import { type ComponentType, memo, useInsertionEffect, useRef } from 'react';

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/** An event handler (`onChange`, `onPress`...): called on a user's event, never while rendering. */
const isHandlerName = (name: string) => /^on[A-Z]/.test(name);

function sameShallow(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype)
    return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Props)[key], (b as Props)[key]))
  );
}

/**
 * Equal props: the same values, option lists equal item by item (a list built anew in each render, e.g. countries
 * with their translated names), and a handler in the same place (its latest version is called, see `memoField`).
 */
export function sameFieldProps(previous: Props, next: Props): boolean {
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) => {
    const [a, b] = [previous[key], next[key]];
    if (Object.is(a, b)) return true;
    if (isHandlerName(key)) return typeof a === 'function' && typeof b === 'function';
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameShallow(item, b[index]))
    );
  });
}

/**
 * The field, rendered again only when its props change (`sameFieldProps`). Its handlers may be new functions in
 * each render of the form: the field is given stable ones that call the latest, so a skipped render never leaves it
 * calling an old one (e.g. an address's index after another was removed).
 */
export function memoField<P extends object>(Field: ComponentType<P>, displayName: string) {
  const Skipping = memo(Field, sameFieldProps as (a: P, b: P) => boolean);
  function MemoField(props: P) {
    const latest = useRef(props as Props);
    // Before any effect of the field or its children runs (as React's own useEffectEvent does).
    useInsertionEffect(() => {
      latest.current = props as Props;
    });
    const stable = useRef(new Map<string, Handler>()).current;
    const passed: Props = { ...(props as Props) };
    for (const [key, value] of Object.entries(passed)) {
      if (!isHandlerName(key) || typeof value !== 'function') continue;
      let handler = stable.get(key);
      if (!handler) {
        handler = (...args) => (latest.current[key] as Handler | undefined)?.(...args);
        stable.set(key, handler);
      }
      passed[key] = handler;
    }
    return <Skipping {...(passed as P)} />;
  }
  MemoField.displayName = displayName;
  return MemoField;
}
