// The contract's FlowId (openapi/app.yaml) is the registry's list of flows (machines/index.ts): the backend
// refuses recorded events and usage reads of any other id through it, without importing machines/ (the
// layer rule, decision 047).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { flows } from '../../machines/index';

const contract = parse(readFileSync(resolve(import.meta.dirname, '../../openapi/app.yaml'), 'utf8')) as {
  components: { schemas: { FlowId: { enum: string[] } } };
};

it("the contract's flow ids are the registry's, in its order", () => {
  expect(contract.components.schemas.FlowId.enum).toEqual(flows.map((entry) => entry.id));
});
