import { type FocusEvent, useLayoutEffect, useRef } from 'react';

/**
 * A list whose rows have buttons that remove the row (the cart's lines, the wishlist's products). A removed row takes
 * the focused button with it, and the focus would fall to the page's `<body>`, out of the panel the list is in. It
 * goes to the same button of the row now in its place (or of the last row), or, with no row left, to the empty
 * list's text (give it `tabIndex={-1}`). Spread `list` on the `<ul>`, and put `emptyRef` on the empty text.
 */
export function useFocusAfterRemovedRow(rowCount: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  /** Where the focus is in the list: the row's place and the button's place in the row. */
  const focused = useRef<{ row: number; button: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of rows changes
  useLayoutEffect(() => {
    const was = focused.current;
    const active = document.activeElement;
    if (!was || (active && active !== document.body && active.isConnected)) return;
    focused.current = null;
    const rows = listRef.current?.children;
    const row = rows?.[Math.min(was.row, rows.length - 1)];
    const buttons = row?.querySelectorAll('button');
    const target = buttons?.[Math.min(was.button, buttons.length - 1)] ?? emptyRef.current;
    target?.focus();
  }, [rowCount]);
  return {
    emptyRef,
    list: {
      ref: listRef,
      onFocus: (event: FocusEvent<HTMLUListElement>) => {
        const target: Element = event.target;
        const row = target.closest('li');
        if (!row || !listRef.current) return;
        focused.current = {
          row: [...listRef.current.children].indexOf(row),
          button: [...row.querySelectorAll('button')].indexOf(target as HTMLButtonElement),
        };
      },
      onBlur: (event: FocusEvent<HTMLUListElement>) => {
        // Left for somewhere else (not removed with its row): nothing to put back.
        if (event.relatedTarget && !listRef.current?.contains(event.relatedTarget)) focused.current = null;
      },
    },
  };
}
