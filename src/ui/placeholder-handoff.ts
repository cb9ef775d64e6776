import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** What happened to a trigger placeholder while the real control was loading. */
export interface PlaceholderHandoff {
  focused: boolean;
  pressed: boolean;
}

/**
 * The placeholder's focus and press handed to the real menu trigger. Read at commit, not at render: React
 * may render the control before a press on the placeholder and show it only after. Focus first, then open,
 * so the menu gives the focus back to the trigger on close.
 */
export function useHandoff(handoff: RefObject<PlaceholderHandoff> | undefined) {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const { focused = false, pressed = false } = handoff?.current ?? {};
    if (focused || pressed) triggerRef.current?.focus();
    if (pressed) setOpen(true);
  }, [handoff]);
  return { isOpen, setOpen, triggerRef };
}
