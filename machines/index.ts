// The registry of every business flow: the flow atlas, the QA export and the model tests read it.
import type { AnyStateMachine } from 'xstate';
import { marketChangeMachine } from './market-change/market-change.machine';
import { marketChangeScenarios } from './market-change/market-change.scenarios';
import { newsletterMachine } from './newsletter/newsletter.machine';
import { newsletterScenarios } from './newsletter/newsletter.scenarios';
import type { MachineScenarios } from './scenarios';

export interface FlowEntry {
  id: string;
  title: string;
  purpose: string;
  machine: AnyStateMachine;
  scenarios: MachineScenarios<AnyStateMachine>;
}

export const flows: FlowEntry[] = [
  {
    id: 'newsletter',
    title: 'Newsletter signup',
    purpose:
      'A shopper subscribes to the newsletter with an e-mail address (shopping spec: newsletter block).',
    machine: newsletterMachine,
    scenarios: newsletterScenarios as MachineScenarios<AnyStateMachine>,
  },
  {
    id: 'market-change',
    title: 'Market change',
    purpose:
      'A shopper picks another market; the shop moves to its country root and remembers it on the server.',
    machine: marketChangeMachine,
    scenarios: marketChangeScenarios as MachineScenarios<AnyStateMachine>,
  },
];

export function flowById(id: string): FlowEntry | undefined {
  return flows.find((flow) => flow.id === id);
}
