// A laid-out statechart as a self-contained SVG document: the atlas shows it and offers it for download,
// and the QA export writes it. States carry `data-state`, edges `data-transition`, so the atlas can
// highlight them with CSS; colours are presentation attributes, which that CSS overrides.
import { type ChartLayout, diagramFont, type LaidOutEdge, type LaidOutState, usageLine } from './flow-layout';

/** The usage view's figures, one line per state and per transition (by id); the layout keeps room for them. */
export interface DiagramFigures {
  states: Record<string, string>;
  transitions: Record<string, string>;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const palette = {
  text: '#111827',
  muted: '#4b5563',
  stroke: '#6b7280',
  state: '#ffffff',
  compound: '#f9fafb',
  final: '#f0fdf4',
  edge: '#4b5563',
  labelBackground: '#ffffff',
  figure: '#1d4ed8',
};

const round = (value: number) => Math.round(value * 10) / 10;

function stateSvg(state: LaidOutState, figure: string | undefined): string {
  const { x, y, width, height } = state;
  const invokesTop = y + 40 + (state.isCompound ? 0 : usageLine.height);
  const title = `<title>${escapeXml(state.description ? `${state.key}: ${state.description}` : state.key)}</title>`;
  const invokes = state.invokes
    .map(
      (id, index) =>
        `<text class="invoke" x="${round(x + (state.isCompound ? 12 : width / 2))}" y="${round(
          invokesTop + index * 16,
        )}" font-size="${diagramFont.label}" fill="${palette.muted}" text-anchor="${state.isCompound ? 'start' : 'middle'}">invoke ${escapeXml(id)}</text>`,
    )
    .join('');
  if (state.isCompound)
    return (
      `<g class="state compound" data-state="${escapeXml(state.id)}" data-type="${state.type}">${title}` +
      `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="10" fill="${palette.compound}" stroke="${palette.stroke}"${state.type === 'parallel' ? ' stroke-dasharray="6 4"' : ''}/>` +
      `<text x="${round(x + 12)}" y="${round(y + 22)}" font-size="${diagramFont.state}" font-weight="600" fill="${palette.text}">${escapeXml(state.key)}${state.type === 'parallel' ? ' (parallel)' : ''}</text>` +
      (figure === undefined
        ? ''
        : `<text class="figure" x="${round(x + width - 12)}" y="${round(y + 22)}" font-size="${diagramFont.label}" font-weight="600" text-anchor="end" fill="${palette.figure}">${escapeXml(figure)}</text>`) +
      `${invokes}</g>`
    );
  const isFinal = state.type === 'final';
  return (
    `<g class="state" data-state="${escapeXml(state.id)}" data-type="${state.type}">${title}` +
    `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="8" fill="${isFinal ? palette.final : palette.state}" stroke="${palette.stroke}" stroke-width="1.5"/>` +
    (isFinal
      ? `<rect x="${round(x + 4)}" y="${round(y + 4)}" width="${round(width - 8)}" height="${round(height - 8)}" rx="5" fill="none" stroke="${palette.stroke}"/>`
      : '') +
    `<text x="${round(x + width / 2)}" y="${round(y + 22)}" font-size="${diagramFont.state}" font-weight="600" text-anchor="middle" fill="${palette.text}">${escapeXml(state.key)}</text>` +
    (figure === undefined
      ? ''
      : `<text class="figure" x="${round(x + width / 2)}" y="${round(y + 22 + usageLine.height + 2)}" font-size="${diagramFont.label}" font-weight="600" text-anchor="middle" fill="${palette.figure}">${escapeXml(figure)}</text>`) +
    `${invokes}</g>`
  );
}

function edgeSvg(edge: LaidOutEdge, figures: DiagramFigures | undefined): string {
  const d = edge.points
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`)
    .join(' ');
  const path = `<path d="${d}" fill="none" stroke="${palette.edge}" stroke-width="1.2" marker-end="url(#flow-arrow)"/>`;
  if (!edge.transitionId || !edge.label) return `<g class="initial-edge">${path}</g>`;
  const box = edge.labelBox;
  // The label alone is centred in its box; with figures, the label above and the figures below the line.
  const figure = figures && (figures.transitions[edge.transitionId] ?? '');
  const centre = box ? box.x + box.width / 2 : 0;
  const label = box
    ? `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" rx="3" fill="${palette.labelBackground}" fill-opacity="0.9"/>` +
      `<text x="${round(centre)}" y="${round(figure === undefined ? box.y + box.height / 2 + 4 : box.y + 12)}" font-size="${diagramFont.label}" text-anchor="middle" fill="${palette.text}">${escapeXml(edge.label)}</text>` +
      (figure === undefined
        ? ''
        : `<text class="figure" x="${round(centre)}" y="${round(box.y + box.height - 4)}" font-size="${diagramFont.label}" font-weight="600" text-anchor="middle" fill="${palette.figure}">${escapeXml(figure)}</text>`)
    : '';
  const title = `<title>${escapeXml(edge.description ? `${edge.label}: ${edge.description}` : edge.label)}</title>`;
  return `<g class="transition" data-transition="${escapeXml(edge.transitionId)}">${title}${path}${label}</g>`;
}

/** The SVG document of a laid-out chart, titled with the machine's title; with figures, the usage view's. */
export function chartToSvg(layout: ChartLayout, title: string, figures?: DiagramFigures): string {
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  // Compound states first, so their children and the edges are drawn on top of them.
  const states = [...layout.states].sort((a, b) => Number(b.isCompound) - Number(a.isCompound));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><marker id="flow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">` +
    `<path d="M0 0L10 5L0 10z" fill="${palette.edge}"/></marker></defs>` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    states.map((state) => stateSvg(state, figures && (figures.states[state.id] ?? ''))).join('') +
    layout.initialDots
      .map(
        (dot) =>
          `<circle class="initial" cx="${round(dot.x + dot.width / 2)}" cy="${round(dot.y + dot.height / 2)}" r="${round(dot.width / 2)}" fill="${palette.text}"/>`,
      )
      .join('') +
    layout.edges.map((edge) => edgeSvg(edge, figures)).join('') +
    '</svg>'
  );
}
