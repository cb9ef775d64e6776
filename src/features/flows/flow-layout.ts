// Lays a statechart out with ELK (layered, nested states included). The ELK engine is handed in, so the
// browser loads it lazily and the QA export runs it in Node, without a browser: one layout for both.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState, ChartStateType } from './flow-chart';

export interface LayoutEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

export interface LaidOutState extends Box {
  id: string;
  key: string;
  type: ChartStateType;
  description?: string;
  invokes: string[];
  tags: string[];
  isCompound: boolean;
}

export interface LaidOutEdge {
  /** The chart transition's id; the initial-state arrows have none. */
  transitionId?: string;
  source: string;
  target: string;
  label?: string;
  description?: string;
  points: Point[];
  labelBox?: Box;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: LaidOutState[];
  /** The dots that mark where a compound state starts. */
  initialDots: (Box & { parent: string })[];
  edges: LaidOutEdge[];
}

/** Text widths without a browser: an upper estimate of the diagram font (13 px system-ui). */
export const textWidth = (text: string, fontSize = 13) => Math.ceil(text.length * fontSize * 0.58);

const initialDotSize = 12;
const invokeLine = 16;
export const diagramFont = { state: 13, label: 11 };

/**
 * The usage view writes a line of figures ('12,345 · 100 %') under each state's name and each edge's label.
 * The room for it is kept in the designed view too, so both views share one layout.
 */
export const usageLine = { height: 14, text: '999,999 · 100 %' };
const edgeLabelHeight = 16 + usageLine.height;

const initialDotId = (parentId: string) => `${parentId}#initial`;

function atomicSize(state: ChartState) {
  const lines = state.invokes.map((id) => textWidth(`invoke ${id}`, diagramFont.label));
  return {
    width: Math.max(
      96,
      textWidth(state.key) + 32,
      textWidth(usageLine.text, diagramFont.label) + 16,
      ...lines.map((width) => width + 24),
    ),
    height: 36 + usageLine.height + state.invokes.length * invokeLine,
  };
}

function elkNode(state: ChartState): ElkNode {
  if (state.children.length === 0) return { id: state.id, ...atomicSize(state) };
  const hasInitial = state.type !== 'parallel' && state.children.some((child) => child.isInitial);
  const invokesHeight = state.invokes.length * invokeLine;
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${34 + invokesHeight},left=16,bottom=16,right=16]`,
      // Parallel regions sit side by side; a compound's own states flow downwards.
      'elk.direction': state.type === 'parallel' ? 'RIGHT' : 'DOWN',
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      // Room beside the name for the usage view's figures.
      'elk.nodeSize.minimum': `(${textWidth(state.key) + 40 + textWidth(usageLine.text, diagramFont.label)}, 60)`,
    },
    children: [
      ...(hasInitial ? [{ id: initialDotId(state.id), width: initialDotSize, height: initialDotSize }] : []),
      ...state.children.map(elkNode),
    ],
  };
}

/** The ids from the root down to a state ('a.b.c' → ['a', 'a.b', 'a.b.c']). */
function ancestry(id: string): string[] {
  const parts = id.split('.');
  return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
}

/** The compound state that holds an edge: the deepest common ancestor of both ends (ELK's convention). */
function containerOf(source: string, target: string, rootId: string): string {
  const a = ancestry(source).slice(0, -1);
  const b = ancestry(target).slice(0, -1);
  let container = rootId;
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) container = a[i]!;
  return source === target ? (a.at(-1) ?? rootId) : container;
}

/**
 * ELK sets a self-loop's label beside the loop's far side; the far side is moved to the label's middle, so the
 * label sits on its loop like every other label sits on its edge (inline labels).
 */
function loopThroughLabel(points: Point[], label: Box): Point[] {
  if (points.length !== 4) return points;
  const [start, outward, back, end] = points as [Point, Point, Point, Point];
  const middle = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
  if (outward.x === back.x) return [start, { ...outward, x: middle.x }, { ...back, x: middle.x }, end];
  if (outward.y === back.y) return [start, { ...outward, y: middle.y }, { ...back, y: middle.y }, end];
  return points;
}

export async function layoutChart(chart: Chart, engine: LayoutEngine): Promise<ChartLayout> {
  const root = elkNode(chart.root);
  root.layoutOptions = {
    'elk.algorithm': 'layered',
    'elk.direction': 'DOWN',
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.edgeRouting': 'ORTHOGONAL',
    // States in the order the machine defines them, from its initial state down: cycles are broken
    // against that order, so a flow reads top to bottom as it runs.
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
    'elk.layered.spacing.nodeNodeBetweenLayers': '44',
    'elk.spacing.nodeNode': '36',
    'elk.spacing.edgeLabel': '4',
    'elk.spacing.edgeNode': '16',
    'elk.edgeLabels.placement': 'CENTER',
    'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    'org.eclipse.elk.json.shapeCoords': 'ROOT',
    'org.eclipse.elk.json.edgeCoords': 'ROOT',
  };
  const nodes = new Map<string, ElkNode>();
  const index = (node: ElkNode) => {
    nodes.set(node.id, node);
    node.children?.forEach(index);
  };
  index(root);
  const place = (container: string, edge: ElkExtendedEdge) => {
    const node = nodes.get(container) ?? root;
    node.edges = [...(node.edges ?? []), edge];
  };
  chart.transitions.forEach((transition, i) => {
    const labelWidth =
      Math.max(textWidth(transition.label, diagramFont.label), textWidth(usageLine.text, diagramFont.label)) +
      8;
    place(containerOf(transition.source, transition.target, chart.root.id), {
      id: `t${i}`,
      sources: [transition.source],
      targets: [transition.target],
      labels: [
        {
          id: `t${i}-label`,
          text: transition.label,
          width: labelWidth,
          height: edgeLabelHeight,
          // On the edge, not beside it: the label's background interrupts the line (flow-svg).
          layoutOptions: { 'elk.edgeLabels.inline': 'true' },
        },
      ],
    });
  });
  const visitInitials = (state: ChartState) => {
    const initial = state.type === 'parallel' ? undefined : state.children.find((child) => child.isInitial);
    if (initial)
      place(state.id, {
        id: `${state.id}#initial-edge`,
        sources: [initialDotId(state.id)],
        targets: [initial.id],
      });
    state.children.forEach(visitInitials);
  };
  visitInitials(chart.root);

  const laidOut = await engine.layout(root);
  const states: LaidOutState[] = [];
  const initialDots: ChartLayout['initialDots'] = [];
  const chartStates = new Map<string, ChartState>();
  const indexStates = (state: ChartState) => {
    chartStates.set(state.id, state);
    state.children.forEach(indexStates);
  };
  indexStates(chart.root);
  const boxOf = (node: ElkNode): Box => ({
    x: node.x ?? 0,
    y: node.y ?? 0,
    width: node.width ?? 0,
    height: node.height ?? 0,
  });
  const edges: LaidOutEdge[] = [];
  const collect = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      const state = chartStates.get(child.id);
      if (state)
        states.push({
          id: state.id,
          key: state.key,
          type: state.type,
          ...(state.description ? { description: state.description } : {}),
          invokes: state.invokes,
          tags: state.tags,
          isCompound: state.children.length > 0,
          ...boxOf(child),
        });
      else initialDots.push({ ...boxOf(child), parent: node.id });
      collect(child);
    }
    for (const edge of (node.edges ?? []) as ElkExtendedEdge[]) {
      const section = edge.sections?.[0];
      if (!section) continue;
      const number = /^t(\d+)$/.exec(edge.id)?.[1];
      const transition = number === undefined ? undefined : chart.transitions[Number(number)];
      const label = edge.labels?.[0];
      const labelBox = label && transition ? boxOf(label as ElkNode) : undefined;
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      edges.push({
        ...(transition ? { transitionId: transition.id, label: transition.label } : {}),
        ...(transition?.description ? { description: transition.description } : {}),
        source: edge.sources[0]!,
        target: edge.targets[0]!,
        points: labelBox && edge.sources[0] === edge.targets[0] ? loopThroughLabel(points, labelBox) : points,
        ...(labelBox ? { labelBox } : {}),
      });
    }
  };
  collect(laidOut);
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, initialDots, edges };
}
