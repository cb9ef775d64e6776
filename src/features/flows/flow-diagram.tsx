import { type PointerEvent, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import * as styles from './flows.css';

export interface FlowDiagramProps {
  /** The chart's SVG document (flow-svg), drawn from the machine definition: no outside content. */
  svg: string;
  width: number;
  height: number;
  zoom: number;
  /** The zoom at which the whole diagram fits the frame, measured when it is drawn and when the frame resizes. */
  onFit: (zoom: number) => void;
  /** A pinch: one zoom step in (1) or out (-1). */
  onZoomBy: (steps: number) => void;
  activeStates: string[];
  highlightedTransitions: string[];
  selectedState: string | null;
  onSelectState: (id: string) => void;
  label: string;
}

/**
 * The statechart, zoomable; the current states, the selected state and the transitions of a path are
 * marked with data attributes that the atlas styles. Clicking a state selects it (the states list below
 * offers the same by keyboard).
 */
export function FlowDiagram({
  svg,
  width,
  height,
  zoom,
  onFit,
  onZoomBy,
  activeStates,
  highlightedTransitions,
  selectedState,
  onSelectState,
  label,
}: FlowDiagramProps) {
  const ref = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLElement>(null);
  const markup = useMemo(() => ({ __html: svg }), [svg]);
  const touch = useTouchPanZoom(onZoomBy);

  // Before the first paint, so the diagram is never seen larger than its frame.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => onFit(fitZoom(element, width, height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width, height, onFit]);

  useEffect(() => {
    const root = ref.current?.querySelector('svg');
    if (!root) return;
    // Rounded down: a fitting diagram must not overflow its frame by a pixel.
    root.setAttribute('width', String(Math.floor(width * zoom)));
    root.setAttribute('height', String(Math.floor(height * zoom)));
    root.setAttribute('aria-label', label);
    for (const group of root.querySelectorAll<SVGGElement>('[data-state]')) {
      const id = group.dataset.state ?? '';
      group.dataset.active = String(activeStates.includes(id));
      group.dataset.selected = String(selectedState === id);
    }
    for (const group of root.querySelectorAll<SVGGElement>('[data-transition]'))
      group.dataset.highlighted = String(highlightedTransitions.includes(group.dataset.transition ?? ''));
  }, [activeStates, highlightedTransitions, selectedState, width, height, zoom, label]);

  return (
    // Focusable, so keyboard users can scroll a diagram larger than its frame.
    <section
      ref={frame}
      className={styles.diagramFrame}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1).
      tabIndex={0}
      aria-label={`${label} (scrollable)`}
      {...touch}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the states list is the keyboard way to select a state. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above. */}
      <div
        ref={ref}
        className={styles.diagram}
        data-testid="flow-diagram"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: generated from the machine definition, text escaped.
        dangerouslySetInnerHTML={markup}
        onClick={(event) => {
          const state = (event.target as Element).closest<SVGGElement>('[data-state]')?.dataset.state;
          if (state) onSelectState(state);
        }}
      />
    </section>
  );
}

/** The largest zoom (at most 100 %) at which a diagram fits the frame's width and its greatest height. */
function fitZoom(frame: HTMLElement, width: number, height: number): number {
  const maxHeight = Number.parseFloat(getComputedStyle(frame).maxHeight);
  const available = {
    width: frame.clientWidth,
    // The frame's border is inside its max-height.
    height: (Number.isFinite(maxHeight) ? maxHeight : window.innerHeight * 0.6) - 2,
  };
  if (available.width <= 0 || width <= 0 || height <= 0) return 1;
  return Math.min(1, available.width / width, available.height / height);
}

/** How far two fingers must spread (or close) for one zoom step. */
const pinchStep = 1.25;

/**
 * Touch inside the diagram's frame: one finger pans it, two fingers pinch it a zoom step at a time. The
 * frame takes over touch (touch-action: none), so the page neither scrolls nor zooms under the gesture;
 * a mouse and the keyboard keep the frame's scrollbars and the zoom buttons.
 */
function useTouchPanZoom(onZoomBy: (steps: number) => void) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinchStart = useRef<number | null>(null);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    pinchStart.current = spread();
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'touch') return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      pinchStart.current = spread();
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const last = pointers.current.get(event.pointerId);
      if (!last) return;
      const frame = event.currentTarget;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const distance = spread();
      if (distance === null || pinchStart.current === null) {
        frame.scrollBy(last.x - event.clientX, last.y - event.clientY);
        return;
      }
      const ratio = distance / pinchStart.current;
      if (ratio >= pinchStep || ratio <= 1 / pinchStep) {
        onZoomBy(ratio > 1 ? 1 : -1);
        pinchStart.current = distance;
      }
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
