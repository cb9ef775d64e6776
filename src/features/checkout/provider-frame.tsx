import { useEffect, useRef } from 'react';
import { useLatest } from '../../lib/use-latest';
import { useNextTask } from '../../lib/use-next-task';
import type { ProviderWidget } from './checkout-session';

export type ProviderOutcome = 'paid' | 'failed' | 'cancelled';

/**
 * The provider's hosted page in an iframe. Card and customer details are typed there, in the provider's
 * document; the shop only hears the outcome, and only from that frame (its window and origin) about this
 * checkout. The frame comes a task after the rest (its box is there at once, the same size): appending it makes its
 * document, about 30 ms of a fast machine's main thread in the commit that brought the checkout (decision 066).
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
  useEffect(() => {
    const origin = new URL(widget.src, location.href).origin;
    const listener = (event: MessageEvent) => {
      const data = event.data as { source?: unknown; checkoutId?: unknown; status?: unknown } | null;
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (data?.source !== 'statefront-provider' || data.checkoutId !== widget.checkoutId) return;
      if (data.status === 'paid' || data.status === 'failed' || data.status === 'cancelled')
        latest.current(data.status);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [widget, latest]);
  return framed ? (
    <iframe ref={frame} src={widget.src} title={title} className={className} />
  ) : (
    <div className={className} />
  );
}
