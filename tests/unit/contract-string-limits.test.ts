// Every string of the contract has a maximum length (issue 16): the embedded backend refuses a longer
// one with 400 before it is stored. Strings bounded otherwise (enum, const) and binary bodies need none.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const folder = resolve(import.meta.dirname, '../../openapi');
const contractFiles = readdirSync(folder).filter((name) => name.endsWith('.yaml') && name !== 'redocly.yaml');

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
// Sample values, not schemas: a string there is data.
const dataKeys = new Set(['example', 'examples', 'default', 'enum', 'const']);

function isUnboundedString(schema: Node): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('string')) return false;
  if ('enum' in schema || 'const' in schema || schema.format === 'binary') return false;
  return typeof schema.maxLength !== 'number';
}

/** JSON-pointer-like places of every string schema without maxLength under `node`. */
function unboundedStrings(node: unknown, place: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => unboundedStrings(item, `${place}/${index}`));
  if (!isNode(node)) return [];
  const here = isUnboundedString(node) ? [place] : [];
  return here.concat(
    Object.entries(node)
      .filter(([key]) => !dataKeys.has(key))
      .flatMap(([key, value]) => unboundedStrings(value, `${place}/${key.replaceAll('/', '~1')}`)),
  );
}

describe('contract string limits', () => {
  it('walks every contract file', () => {
    expect(contractFiles).toEqual(expect.arrayContaining(['app.yaml', 'schemas.yaml', 'shopper.yaml']));
  });

  it.each(contractFiles)('every string in %s has a maxLength', (file) => {
    const document = parse(readFileSync(join(folder, file), 'utf8'));
    expect(unboundedStrings(document, `${file}#`)).toEqual([]);
  });

  it('finds a string without one, and names its place', () => {
    const sample = {
      properties: {
        name: { type: 'string' },
        kind: { type: 'string', enum: ['a'] },
        note: { type: ['string', 'null'], maxLength: 10 },
        file: { type: 'string', format: 'binary' },
        tags: { type: 'array', items: { type: 'string' } },
      },
    };
    expect(unboundedStrings(sample, 's#')).toEqual(['s#/properties/name', 's#/properties/tags/items']);
  });
});
