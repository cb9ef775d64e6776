// A laid-out statechart as a self-contained SVG document: the atlas shows it and offers it for download,
// and the QA export writes it. States carry `data-state`, edges `data-transition`, so the atlas can
// highlight them with CSS; colours are presentation attributes, which that CSS overrides.
import { type ChartLayout, diagramFont, type LaidOutEdge, type LaidOutState } from './flow-layout';

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
};

const round = (value: number) => Math.round(value * 10) / 10;

function stateSvg(state: LaidOutState): string {
  const { x, y, width, height } = state;
  const title = `<title>${escapeXml(state.description ? `${state.key}: ${state.description}` : state.key)}</title>`;
  const invokes = state.invokes
    .map(
      (id, index) =>
        `<text class="invoke" x="${round(x + (state.isCompound ? 12 : width / 2))}" y="${round(
          y + (state.isCompound ? 40 : 40) + index * 16,
        )}" font-size="${diagramFont.label}" fill="${palette.muted}" text-anchor="${state.isCompound ? 'start' : 'middle'}">invoke ${escapeXml(id)}</text>`,
    )
    .join('');
  if (state.isCompound)
    return (
      `<g class="state compound" data-state="${escapeXml(state.id)}" data-type="${state.type}">${title}` +
      `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="10" fill="${palette.compound}" stroke="${palette.stroke}"${state.type === 'parallel' ? ' stroke-dasharray="6 4"' : ''}/>` +
      `<text x="${round(x + 12)}" y="${round(y + 22)}" font-size="${diagramFont.state}" font-weight="600" fill="${palette.text}">${escapeXml(state.key)}${state.type === 'parallel' ? ' (parallel)' : ''}</text>` +
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
    `${invokes}</g>`
  );
}

function edgeSvg(edge: LaidOutEdge): string {
  const d = edge.points
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`)
    .join(' ');
  const path = `<path d="${d}" fill="none" stroke="${palette.edge}" stroke-width="1.2" marker-end="url(#flow-arrow)"/>`;
  if (!edge.transitionId || !edge.label) return `<g class="initial-edge">${path}</g>`;
  const box = edge.labelBox;
  const label = box
    ? `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" rx="3" fill="${palette.labelBackground}" fill-opacity="0.9"/>` +
      `<text x="${round(box.x + box.width / 2)}" y="${round(box.y + box.height - 4)}" font-size="${diagramFont.label}" text-anchor="middle" fill="${palette.text}">${escapeXml(edge.label)}</text>`
    : '';
  const title = `<title>${escapeXml(edge.description ? `${edge.label}: ${edge.description}` : edge.label)}</title>`;
  return `<g class="transition" data-transition="${escapeXml(edge.transitionId)}">${title}${path}${label}</g>`;
}

/** The SVG document of a laid-out chart, titled with the machine's title. */
export function chartToSvg(layout: ChartLayout, title: string): string {
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
    states.map(stateSvg).join('') +
    layout.initialDots
      .map(
        (dot) =>
          `<circle class="initial" cx="${round(dot.x + dot.width / 2)}" cy="${round(dot.y + dot.height / 2)}" r="${round(dot.width / 2)}" fill="${palette.text}"/>`,
      )
      .join('') +
    layout.edges.map(edgeSvg).join('') +
    '</svg>'
  );
}
