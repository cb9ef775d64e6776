// A statechart as Mermaid `stateDiagram-v2` text, for analysts' documents and QA's export.
import type { Chart, ChartState } from './flow-chart';

/** Mermaid state ids are global and plain: the state id with anything but letters and digits as '_'. */
const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9]/g, '_');

/** Edge labels end at a line break; ';' and '#' start statements and entities. */
const mermaidText = (text: string) => text.replace(/[\r\n;#]+/g, ' ').trim();

export function chartToMermaid(chart: Chart): string {
  const lines = ['stateDiagram-v2'];
  const declare = (state: ChartState, indent: string) => {
    const id = mermaidId(state.id);
    if (state.children.length === 0) {
      lines.push(`${indent}state "${mermaidText(state.key)}" as ${id}`);
      if (state.type === 'final') lines.push(`${indent}${id} --> [*]`);
      return;
    }
    lines.push(`${indent}state "${mermaidText(state.key)}" as ${id} {`);
    body(state, `${indent}  `);
    lines.push(`${indent}}`);
  };
  const body = (state: ChartState, indent: string) => {
    if (state.type === 'parallel') {
      // Parallel regions are separated by '--'; each region starts in its own initial state.
      state.children.forEach((region, index) => {
        if (index > 0) lines.push(`${indent}--`);
        declare(region, indent);
      });
      return;
    }
    for (const child of state.children) {
      if (child.isInitial) lines.push(`${indent}[*] --> ${mermaidId(child.id)}`);
      declare(child, indent);
    }
  };
  body(chart.root, '  ');
  for (const transition of chart.transitions)
    lines.push(
      `  ${mermaidId(transition.source)} --> ${mermaidId(transition.target)} : ${mermaidText(transition.label)}`,
    );
  return `${lines.join('\n')}\n`;
}
