// The atlas's diagrams are readable: every edge label sits on its routed edge, labels do not cover each
// other, and the usage view draws its figures on the designed view's layout (issue 20).
import Elk from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { flows } from '../../machines/index';
import { chartOf } from '../../src/features/flows/flow-chart';
import { layoutChart } from '../../src/features/flows/flow-layout';
import { chartToSvg } from '../../src/features/flows/flow-svg';

interface Point {
  x: number;
  y: number;
}
interface Box extends Point {
  width: number;
  height: number;
}

const number = (text: string, name: string) => Number(new RegExp(`\\b${name}="([-\\d.]+)"`).exec(text)?.[1]);

/** Each transition group of the SVG: its path's points and its label's background box. */
function transitionsIn(svg: string) {
  return [...svg.matchAll(/<g class="transition" data-transition="([^"]+)">(.*?)<\/g>/g)].map(
    ([, id, body]) => {
      const d = /<path d="([^"]+)"/.exec(body!)![1]!;
      const points = [...d.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g)].map(([, x, y]) => ({
        x: Number(x),
        y: Number(y),
      }));
      const rect = /<rect [^>]+>/.exec(body!)![0];
      const box = {
        x: number(rect, 'x'),
        y: number(rect, 'y'),
        width: number(rect, 'width'),
        height: number(rect, 'height'),
      };
      return { id: id!, points, box };
    },
  );
}

/** The drawn boxes of the states, by state id (the first rect of each state group). */
const stateBoxes = (svg: string) =>
  [...svg.matchAll(/<g class="state[^"]*" data-state="([^"]+)"[^>]*>.*?(<rect [^>]+>)/g)].map(
    ([, id, rect]) => `${id} ${number(rect!, 'x')} ${number(rect!, 'y')} ${number(rect!, 'width')}`,
  );

function distanceToSegment(p: Point, a: Point, b: Point) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length)) : 0;
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

describe('the atlas diagrams', () => {
  const elk = new Elk();
  const drawn = Promise.all(
    flows.map(async (entry) => {
      const chart = chartOf(entry.machine);
      const layout = await layoutChart(chart, elk);
      const figures = {
        states: Object.fromEntries(layout.states.map((state) => [state.id, '999,999 · 100 %'])),
        transitions: Object.fromEntries(
          chart.transitions.map((transition) => [transition.id, '999,999 · 100 %']),
        ),
      };
      return {
        id: entry.id,
        designed: chartToSvg(layout, entry.title),
        usage: chartToSvg(layout, entry.title, figures),
      };
    }),
  );

  it('puts every edge label on its routed edge, the label centred on the line', async () => {
    const far: string[] = [];
    for (const { id, designed } of await drawn)
      for (const transition of transitionsIn(designed)) {
        const { box, points } = transition;
        const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const distance = Math.min(
          ...points.slice(1).map((point, index) => distanceToSegment(centre, points[index]!, point)),
        );
        if (distance > 2) far.push(`${id} ${transition.id}: ${distance.toFixed(1)} px`);
      }
    expect(far).toEqual([]);
  }, 30_000);

  it('lets no label cover another', async () => {
    const covered: string[] = [];
    for (const { id, designed } of await drawn) {
      const labels = transitionsIn(designed);
      labels.forEach((a, i) => {
        for (const b of labels.slice(i + 1))
          if (overlap(a.box, b.box) && a.id !== b.id) covered.push(`${id}: ${a.id} / ${b.id}`);
      });
    }
    expect(covered).toEqual([]);
  }, 30_000);

  it('draws the usage figures on the designed layout', async () => {
    for (const { designed, usage } of await drawn) {
      expect(stateBoxes(usage)).toEqual(stateBoxes(designed));
      expect(transitionsIn(usage)).toEqual(transitionsIn(designed));
      expect(usage).toContain('999,999 · 100 %');
      expect(designed).not.toContain('class="figure"');
    }
  }, 30_000);
});
