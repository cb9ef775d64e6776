import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** What happened to a trigger placeholder while the real control was loading. */
export interface PlaceholderHandoff {
  focused: boolean;
  pressed: boolean;
  /** A pointer went down on the placeholder and has not been released: the press may end on the real control. */
  down?: boolean;
}

/**
 * The placeholder's focus and press handed to the real menu trigger. Read at commit, not at render: React
 * may render the control before a press on the placeholder and show it only after. Focus first, then open,
 * so the menu gives the focus back to the trigger on close. A press begun on the placeholder and released on the
 * real trigger (it arrived in between, as it may during a tap on a slow phone) opens it too: react-aria's own press
 * ignores a release whose pointer went down elsewhere.
 */
export function useHandoff(handoff: RefObject<PlaceholderHandoff> | undefined) {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const { focused = false, pressed = false, down = false } = handoff?.current ?? {};
    if (focused || pressed) triggerRef.current?.focus();
    if (pressed) setOpen(true);
    if (pressed || !down) return;
    return onNextRelease((event) => {
      const trigger = triggerRef.current;
      if (
        event.type === 'pointerup' &&
        trigger &&
        event.target instanceof Node &&
        trigger.contains(event.target)
      ) {
        trigger.focus();
        setOpen(true);
      }
    });
  }, [handoff]);
  return { isOpen, setOpen, triggerRef };
}

/** Calls `released` once, at the pointer's next release (or cancelled press) anywhere; returns how to stop waiting. */
export function onNextRelease(released: (event: PointerEvent) => void): () => void {
  const listener = (event: PointerEvent) => {
    stop();
    released(event);
  };
  const stop = () => {
    window.removeEventListener('pointerup', listener, true);
    window.removeEventListener('pointercancel', listener, true);
  };
  window.addEventListener('pointerup', listener, true);
  window.addEventListener('pointercancel', listener, true);
  return stop;
}
