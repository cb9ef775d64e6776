import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../lib/use-latest';
import { useNextTask } from '../../lib/use-next-task';
import type { ProviderWidget } from './checkout-session';

export type ProviderOutcome = 'paid' | 'failed' | 'cancelled';

/** The tallest provider page the frame grows to (px): a larger reported height is not believed. */
const tallestProviderPage = 4000;

/** The page reports its own height; the frame's box (the app's styles are border-box) adds its border to it. */
function frameBorders(frame: HTMLIFrameElement | null): number {
  if (!frame) return 0;
  const style = getComputedStyle(frame);
  return Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
}

/**
 * The provider's hosted page in an iframe. Card and customer details are typed there, in the provider's
 * document; the shop only hears the outcome and the page's height, and only from that frame (its window and origin)
 * about this checkout. The frame grows to the page's height (never below its box's minimum, which holds its place
 * before: nothing above it moves), so that the form is not scrolled inside it. The frame comes a task after the rest
 * (its box is there at once, the same size): appending it makes its document, about 30 ms of a fast machine's main
 * thread in the commit that brought the checkout (decision 066).
 */
export function ProviderFrame({
  widget,
  title,
  className,
  onOutcome,
}: {
  widget: ProviderWidget;
  title: string;
  className?: string;
  onOutcome: (status: ProviderOutcome) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useLatest(onOutcome);
  const framed = useNextTask();
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const origin = new URL(widget.src, location.href).origin;
    const listener = (event: MessageEvent) => {
      const data = event.data as {
        source?: unknown;
        checkoutId?: unknown;
        status?: unknown;
        height?: unknown;
      } | null;
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (data?.source !== 'statefront-provider' || data.checkoutId !== widget.checkoutId) return;
      if (data.status === 'paid' || data.status === 'failed' || data.status === 'cancelled')
        latest.current(data.status);
      if (typeof data.height === 'number' && data.height > 0 && data.height <= tallestProviderPage)
        setHeight(Math.ceil(data.height) + frameBorders(frame.current));
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [widget, latest]);
  return framed ? (
    <iframe
      ref={frame}
      src={widget.src}
      title={title}
      className={className}
      style={height === undefined ? undefined : { height }}
    />
  ) : (
    <div className={className} />
  );
}
