// Contract fuzzing: every operation of the contract gets generated requests, valid ones built from its
// JSON Schemas and invalid ones (wrong types, missing or unknown fields, over-long strings, broken
// percent-encoding, bad JSON), anonymous and signed in. No answer may be a 5xx, and every answer must be
// one the contract declares (status, media type, JSON body). FUZZ_SEED=<n> replays a run.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  checkRequest,
  checkResponse,
  contractHosts,
  type Operation,
  operations,
} from '../../server-mock/contract';
import { createSeed } from '../../server-mock/seed/index';
import { createRandom, randomInt } from '../../server-mock/seed/util';
import { createTestBackend, testOrigin } from '../support/test-backend';

const baseSeed = Number(process.env.FUZZ_SEED) || 0x5eed_2026;
const requestsPerOperation = 56;

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  nullable?: boolean;
};

// The same files the backend validates against (server-mock/contract.ts).
const contractDir = resolve(import.meta.dirname, '../../openapi');
const docs: Record<string, Record<string, unknown>> = Object.fromEntries(
  ['schemas', ...contractHosts].map((file) => [
    file,
    parse(readFileSync(`${contractDir}/${file}.yaml`, 'utf8')) as Record<string, unknown>,
  ]),
);

/** A `$ref` resolved, with the file its own relative references are read against. */
function deref(schema: Schema, file: string): [Schema, string] {
  let current = schema;
  let currentFile = file;
  for (let hops = 0; current?.$ref && hops < 20; hops++) {
    const [target = '', pointer = ''] = current.$ref.split('#');
    if (target) currentFile = target.replace(/^\.\//, '').replace(/\.yaml$/, '');
    let node: unknown = docs[currentFile];
    for (const segment of pointer.split('/').filter(Boolean))
      node = (node as Record<string, unknown>)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
    current = node as Schema;
  }
  return [current ?? {}, currentFile];
}

// --- seeded pseudo-random numbers (the seed's mulberry32) ---
type Random = ReturnType<typeof seededRandom>;
function seededRandom(seed: number) {
  const next = createRandom(seed);
  const int = (min: number, max: number) => randomInt(next, min, max);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
const hashText = (text: string) =>
  [...text].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261);

// --- realistic values: every short string of the seed, by the key it is stored under ---
const poolByKey = new Map<string, Set<string>>();
const pool = new Set<string>();
(function collect(value: unknown, key: string) {
  if (typeof value === 'string') {
    if (value.length === 0 || value.length > 60) return;
    pool.add(value);
    const set = poolByKey.get(key.toLowerCase()) ?? new Set<string>();
    set.add(value);
    poolByKey.set(key.toLowerCase(), set);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (k !== 'passwordHash') collect(v, k);
  }
})(createSeed(), '');
const poolList = [...pool];
/** Ids made at run time (the live checkout), refreshed with each fresh state. */
const liveCheckoutIds: string[] = [];
/** Fields whose valid values the seed stores under other names (store groups, markets, passwords). */
const hints: [RegExp, string[]][] = [
  [/store_?groups?(id|slug)?$/i, ['sg-consumer', 'sg-b2b', 'b2b', 'default']],
  [/^(market|country|country_?code|countrycode)$/i, ['se', 'SE', 'no', 'NO', 'fi', 'FI', 'dk', 'DE', 'gb']],
  [/^(lang|language|language_?code)$/i, ['sv', 'en', 'fi', 'no', 'da', 'de', 'SV']],
  [/password$/i, ['Statefront1!', 'Sommar2026!x']],
  [/^(product_?variant_?id)$/i, ['v-kit-1', 'v-limit-5-silver']],
  [/^checkout_?id$/i, liveCheckoutIds],
  [/^(provider)$/i, ['klarna', 'qliro', 'walley', 'avarda', 'adyen']],
];
const keyAliases = (key: string) => {
  const lower = key.toLowerCase();
  return [lower, lower.replace(/_?id$/, ''), lower.endsWith('code') ? 'code' : ''];
};

const textAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.åäöÅÄÖ';
const randomText = (random: Random, min: number, max: number) => {
  const length = random.int(min, max);
  let text = '';
  for (let i = 0; i < length; i++) text += random.pick([...textAlphabet]);
  return text;
};

function stringValue(schema: Schema, key: string, random: Random): string {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  const fits = (value: string) =>
    value.length >= min &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  const examples = [schema.example, ...(schema.examples ?? []), schema.default].filter(
    (value): value is string => typeof value === 'string',
  );
  switch (schema.format) {
    case 'email':
      return random.pick([
        'consumer@statefront.test',
        'buyer@acme.test',
        'admin@acme.test',
        `fuzz${random.int(0, 999)}@example.se`,
      ]);
    case 'date-time':
      return new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28), random.int(0, 23))).toISOString();
    case 'date':
      return `2026-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    case 'uri':
    case 'url':
      return random.pick(['https://statefront.test/', `https://example.se/${random.int(0, 99)}`]);
    case 'uuid':
      return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    case 'binary':
      return randomText(random, 1, 40);
  }
  const keyed = keyAliases(key).flatMap((alias) => [...(poolByKey.get(alias) ?? [])]);
  const hinted = hints.filter(([pattern]) => pattern.test(key)).flatMap(([, values]) => values);
  if (hinted.some(fits) && random.chance(0.8)) return random.pick(hinted.filter(fits));
  const candidates = [...examples, ...keyed].filter(fits);
  if (candidates.length > 0 && random.chance(0.7)) return random.pick(candidates);
  if (schema.pattern) {
    const fitting = poolList.filter(fits);
    if (fitting.length > 0 && random.chance(0.8)) return random.pick(fitting);
  }
  if (random.chance(0.3)) {
    const fitting = poolList.filter(fits);
    if (fitting.length > 0) return random.pick(fitting);
  }
  return randomText(random, min, max);
}

function numberValue(schema: Schema, integer: boolean, random: Random): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 50);
  const value = random.chance(0.3) ? random.pick([min, max]) : min + random.next() * (max - min);
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

/** A place in a generated value and the schema it was made from: where an invalid request breaks it. */
interface Slot {
  path: (string | number)[];
  schema: Schema;
}

/** A value valid against the schema (as far as patterns allow), recording its slots. */
function generate(
  input: Schema,
  file: string,
  random: Random,
  slots: Slot[],
  path: (string | number)[] = [],
  key = '',
  depth = 0,
): unknown {
  const [schema, schemaFile] = deref(input, file);
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => generate(part, schemaFile, random, slots, path, key, depth + 1));
    const { allOf: _, ...rest } = schema;
    const own =
      Object.keys(rest).length > 0 ? generate(rest, schemaFile, random, slots, path, key, depth + 1) : {};
    return Object.assign({}, ...parts.filter((part) => part && typeof part === 'object'), own);
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return generate(random.pick(choices), schemaFile, random, slots, path, key, depth + 1);
  slots.push({ path, schema });
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const types = [schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : 'string')].flat();
  const type = types.length > 1 ? random.pick(types.filter((t) => t !== 'null')) : types[0];
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return random.chance(0.5);
    case 'integer':
      return numberValue(schema, true, random);
    case 'number':
      return numberValue(schema, false, random);
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = depth > 4 ? min : random.int(min, Math.min(schema.maxItems ?? min + 2, min + 2));
      return Array.from({ length: count }, (_, i) =>
        generate(schema.items ?? {}, schemaFile, random, slots, [...path, i], key, depth + 1),
      );
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(name);
        if (required || (depth < 4 && random.chance(0.5)))
          value[name] = generate(property, schemaFile, random, slots, [...path, name], name, depth + 1);
      }
      return value;
    }
    default:
      return stringValue(schema, key, random);
  }
}

const getAt = (value: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], value);
function setAt(value: unknown, path: (string | number)[], next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const parent = getAt(value, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
  if (!parent || typeof parent !== 'object') return value;
  const last = path[path.length - 1] as string;
  if (remove) delete parent[last];
  else parent[last] = next;
  return value;
}
const wrongType = (value: unknown, random: Random): unknown =>
  typeof value === 'string'
    ? random.pick([42, true, null, [value], { value }])
    : typeof value === 'number'
      ? random.pick([String(value), 'NaN', null, [value]])
      : typeof value === 'boolean'
        ? random.pick(['true', 1, null])
        : Array.isArray(value)
          ? random.pick(['[]', 7, { 0: value[0] }])
          : value && typeof value === 'object'
            ? random.pick(['{}', 1, []])
            : random.pick(['null', 0, {}]);

/** Makes a valid body invalid in one way; answers the body and the name of the way. */
function breakBody(body: unknown, slots: Slot[], random: Random): [unknown, string] {
  const present = slots.filter((slot) => getAt(body, slot.path) !== undefined);
  const ways: (() => [unknown, string] | null)[] = [
    () => {
      const slot = random.pick(present);
      return slot ? [setAt(body, slot.path, wrongType(getAt(body, slot.path), random)), 'wrong type'] : null;
    },
    () => {
      const owners = present.filter((slot) =>
        (slot.schema.required ?? []).some((name) => getAt(body, [...slot.path, name]) !== undefined),
      );
      const slot = random.pick(owners);
      if (!slot) return null;
      const name = random.pick(slot.schema.required ?? []);
      return [setAt(body, [...slot.path, name], undefined, true), 'missing required'];
    },
    () => {
      const closed = present.filter((slot) => slot.schema.additionalProperties === false);
      const slot = random.pick(closed);
      return slot
        ? [setAt(body, [...slot.path, `fuzz_${random.int(0, 99)}`], 'unexpected'), 'unknown property']
        : null;
    },
    () => {
      const strings = present.filter(
        (slot) => typeof getAt(body, slot.path) === 'string' && !slot.schema.enum,
      );
      const slot = random.pick(strings);
      if (!slot) return null;
      const length = (slot.schema.maxLength ?? 5000) + random.int(1, 50);
      return [setAt(body, slot.path, 'x'.repeat(length)), 'over-long string'];
    },
    () => {
      const enums = present.filter((slot) => slot.schema.enum || slot.schema.const !== undefined);
      const slot = random.pick(enums);
      return slot ? [setAt(body, slot.path, 'not-in-enum'), 'outside enum'] : null;
    },
    () => [random.pick([[], 17, 'text', null]), 'not an object'],
  ];
  for (let attempt = 0; attempt < 8; attempt++) {
    const broken = random.pick(ways)();
    if (broken) return broken;
  }
  return [[body], 'not an object'];
}

// --- identities ---
type Identity =
  | 'anonymous'
  | 'consumer'
  | 'buyer'
  | 'admin'
  | 'super'
  | 'stale token'
  | 'cart'
  | 'checkout'
  | 'management';
const seededUsers = {
  consumer: 'consumer@statefront.test',
  buyer: 'buyer@acme.test',
  admin: 'admin@acme.test',
  super: 'super@statefront.test',
} as const;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface OperationDoc {
  parameters?: (Parameter | Schema)[];
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Schema & { content?: Record<string, unknown> }>;
}
const operationDoc = (op: Operation) =>
  (docs[op.host] as { paths: Record<string, Record<string, OperationDoc>> }).paths[op.template]?.[
    op.method
  ] as OperationDoc;

function identitiesFor(op: Operation): Identity[] {
  const doc = operationDoc(op);
  const security = doc.security ?? (docs[op.host]?.security as Record<string, unknown>[] | undefined) ?? [];
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  const identities: Identity[] = ['anonymous', 'stale token'];
  if (schemes.has('userToken') || op.host === 'app') identities.push('consumer', 'buyer', 'admin', 'super');
  if (schemes.has('cartToken') || op.host === 'shopper')
    identities.push('cart', 'cart', 'checkout', 'checkout');
  if (schemes.has('managementToken')) identities.push('management', 'management');
  return identities;
}

interface Finding {
  operationId: string;
  request: string;
  status: number;
  problem: string;
}

const mediaTypeOf = (response: Response) =>
  (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';

/** The problem with an answer, or null when the contract declares it. */
async function judge(op: Operation, response: Response): Promise<string | null> {
  if (response.status >= 500) return `server error: ${(await response.text()).slice(0, 200)}`;
  const doc = operationDoc(op);
  const declared = doc.responses[String(response.status)] ?? doc.responses.default;
  if (!declared) return `status ${response.status} is not declared`;
  const [resolved] = deref(declared, op.host);
  const mediaTypes = Object.keys(resolved.content ?? {});
  const mediaType = mediaTypeOf(response);
  if (mediaTypes.length > 0 && !mediaTypes.includes(mediaType))
    return `answered ${mediaType || 'no content type'} where ${mediaTypes.join(', ')} is declared`;
  if (mediaType !== 'application/json') return null;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return 'the JSON body does not parse';
  }
  const problem = checkResponse(op, response.status, body);
  return problem ? `${problem} in ${JSON.stringify(body).slice(0, 160)}` : null;
}

it(`fuzzes every operation of the contract with ${requestsPerOperation} generated requests (seed ${baseSeed})`, async () => {
  const backend = createTestBackend({ validateResponses: false });
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    backend.fetch(
      new Request(`${testOrigin}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const userTokens: Partial<Record<Identity, string>> = {};
  for (const [identity, email] of Object.entries(seededUsers)) {
    const response = await send('POST', '/api/enad/login/', { email, password: 'Statefront1!' });
    expect(response.status, `login of ${email}`).toBe(200);
    userTokens[identity as Identity] = ((await response.json()) as { access_token: string }).access_token;
  }
  const signedIn = structuredClone(backend.store.runtime.userTokens);

  /** The seed again, with the seeded users signed in and a cart holding a line. */
  const freshState = async () => {
    backend.store.reset();
    Object.assign(backend.store.runtime.userTokens, structuredClone(signedIn));
    const started = await send('POST', '/shopper/sessions/start', {
      storeGroupId: 'sg-consumer',
      countryCode: 'SE',
      languageCode: 'sv',
    });
    const cart = ((await started.json()) as { token: string }).token;
    await send(
      'POST',
      '/shopper/sessions/items',
      {
        productVariantId: 'v-kit-1',
        quantity: 1,
        market: 'se',
        lang: 'sv',
        store: 'web',
        engageLocale: 'sv-SE',
      },
      { authorization: `Bearer ${cart}` },
    );
    const checkoutStarted = await send('POST', '/shopper/sessions/checkout/start', undefined, {
      authorization: `Bearer ${cart}`,
    });
    const checkout = ((await checkoutStarted.json()) as { token: string }).token;
    liveCheckoutIds.splice(
      0,
      liveCheckoutIds.length,
      backend.store.runtime.checkouts[checkout]?.id ?? 'none',
    );
    const granted = await send('POST', '/oauth/token', {
      grant_type: 'client_credentials',
      client_id: 'statefront-web',
    });
    const management = ((await granted.json()) as { access_token: string }).access_token;
    return {
      ...userTokens,
      cart,
      checkout,
      management,
      'stale token': 'ut-00000000000000000000000000000000',
    };
  };

  const counts: { operationId: string; sent: number; valid: number; invalid: number; statuses: string }[] =
    [];
  const findings: Finding[] = [];
  const fuzzed = operations.filter((op) => !op.template.startsWith('/__mock/'));
  for (const op of fuzzed) {
    const random = seededRandom(baseSeed ^ hashText(op.operationId));
    const tokens = await freshState();
    const doc = operationDoc(op);
    // Parameters of the path item and of the operation.
    const pathItem = (docs[op.host] as { paths: Record<string, { parameters?: Schema[] }> }).paths[
      op.template
    ];
    const parameters = [...(pathItem?.parameters ?? []), ...(doc.parameters ?? [])].map(
      (p) => deref(p as Schema, op.host)[0] as unknown as Parameter,
    );
    const jsonSchema = doc.requestBody?.content['application/json']?.schema;
    const multipartSchema = doc.requestBody?.content['multipart/form-data']?.schema;
    const identities = identitiesFor(op);
    const statuses = new Map<number, number>();
    let valid = 0;
    let invalid = 0;
    for (let n = 0; n < requestsPerOperation; n++) {
      const breakIt = n % 2 === 1;
      const ways = breakIt
        ? [
            ...(parameters.some((p) => p.in === 'path') ? ['bad percent-encoding', 'bad path param'] : []),
            ...(parameters.some((p) => p.in === 'query') ? ['bad query param'] : []),
            ...(jsonSchema ? ['body', 'body', 'body', 'bad JSON'] : []),
            ...(multipartSchema ? ['multipart'] : []),
          ]
        : [];
      const way = ways.length > 0 ? random.pick(ways) : 'none';
      // Path and query parameters.
      const values: Record<string, string> = {};
      for (const parameter of parameters) {
        if (parameter.in === 'header' || parameter.in === 'cookie') continue;
        if (!parameter.required && !random.chance(0.6)) continue;
        const value = generate(parameter.schema ?? {}, op.host, random, [], [], parameter.name);
        values[parameter.name] = String(value);
        // An empty query value is what a form with an empty field sends.
        if (parameter.in === 'query' && !parameter.required && random.chance(0.1))
          values[parameter.name] = '';
      }
      const pathParameters = parameters.filter((p) => p.in === 'path');
      const queryParameters = parameters.filter((p) => p.in === 'query');
      let brokenPath: string | undefined;
      if (way === 'bad percent-encoding') brokenPath = random.pick(['%E0%A4%A', '%', '%zz', 'a%C3']);
      if (way === 'bad path param')
        brokenPath = random.pick(['x'.repeat(300), '...', '%2F..%2Fetc', '0', '-1']);
      const brokenName = brokenPath !== undefined ? random.pick(pathParameters).name : undefined;
      let path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
        name === brokenName ? (brokenPath as string) : encodeURIComponent(values[name] ?? 'x'),
      );
      const query = new URLSearchParams();
      for (const parameter of queryParameters)
        if (values[parameter.name] !== undefined) query.set(parameter.name, values[parameter.name] as string);
      if (way === 'bad query param') {
        const parameter = random.pick(queryParameters);
        const [schema] = deref(parameter.schema ?? {}, op.host);
        const bad =
          schema.type === 'integer' || schema.type === 'number'
            ? random.pick(['abc', '1.5e', '-99999999999', '1.5'])
            : schema.enum
              ? 'not-in-enum'
              : 'x'.repeat((schema.maxLength ?? 2000) + 1);
        if (parameter.required && random.chance(0.3)) query.delete(parameter.name);
        else query.set(parameter.name, bad);
      }
      if (query.size > 0) path += `?${query}`;

      // Headers: identity and header parameters.
      const identity = random.pick(identities);
      const headers: Record<string, string> = {};
      const token = identity === 'anonymous' ? undefined : tokens[identity as keyof typeof tokens];
      if (token) headers.authorization = `Bearer ${token}`;
      for (const parameter of parameters.filter((p) => p.in === 'header')) {
        if (!parameter.required && !random.chance(0.6)) continue;
        if (breakIt && random.chance(0.2)) continue;
        headers[parameter.name.toLowerCase()] = String(
          generate(parameter.schema ?? {}, op.host, random, [], [], parameter.name),
        );
      }

      // Body.
      let body: BodyInit | undefined;
      let described = '';
      if (
        way === 'multipart' ||
        (multipartSchema && !jsonSchema) ||
        (multipartSchema && random.chance(0.3))
      ) {
        const form = new FormData();
        const fields = generate(multipartSchema ?? {}, op.host, random, []) as Record<string, unknown>;
        for (const [name, value] of Object.entries(fields ?? {})) {
          if (breakIt && random.chance(0.3)) continue;
          for (const item of [value].flat()) {
            const [property] = deref((multipartSchema?.properties?.[name] ?? {}) as Schema, op.host);
            const binary =
              property.format === 'binary' || (property.items as Schema | undefined)?.format === 'binary';
            if (binary)
              form.append(
                name,
                new Blob([random.pick(['not postscript', '%PDF-1.4\n%%EOF', '<svg/>'])]),
                random.pick(['a.eps', 'b.pdf', 'c.png']),
              );
            else form.append(name, String(item));
          }
        }
        body = form;
        delete headers['content-type'];
        described = 'multipart';
      } else if (jsonSchema) {
        const slots: Slot[] = [];
        let value = generate(jsonSchema, op.host, random, slots);
        if (way === 'body') [value, described] = breakBody(value, slots, random);
        if (way === 'bad JSON') {
          body = random.pick(['{"a":', 'not json', '[', '{"x": undefined}', '\u0000']);
          described = 'bad JSON';
        } else body = JSON.stringify(value);
      }
      const contentHeaders: Record<string, string> =
        body instanceof FormData ? {} : { 'content-type': 'application/json' };
      const request = new Request(`${testOrigin}${path}`, {
        method: op.method.toUpperCase(),
        headers: { ...contentHeaders, ...headers },
        body,
      });
      // What the contract says of this request decides whether it counts as valid or invalid.
      const url = new URL(request.url);
      const check = checkRequest(op, url, typeof body === 'string' ? body : null, body instanceof FormData);
      if (check.ok && !breakIt) valid++;
      else invalid++;
      const response = await backend.fetch(request);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const problem = await judge(op, response);
      if (problem)
        findings.push({
          operationId: op.operationId,
          request: `${request.method} ${path.slice(0, 120)} as ${identity}${way !== 'none' ? ` (${way}${described && described !== way ? `: ${described}` : ''})` : ''}${typeof body === 'string' ? ` ${body.slice(0, 160)}` : ''}`,
          status: response.status,
          problem,
        });
    }
    counts.push({
      operationId: op.operationId,
      sent: requestsPerOperation,
      valid,
      invalid,
      statuses: [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
    });
  }

  const total = counts.reduce((sum, row) => sum + row.sent, 0);
  console.log(
    [
      `Contract fuzzing, seed ${baseSeed} (FUZZ_SEED=${baseSeed} replays it): ${total} requests to ${counts.length} operations`,
      ...counts.map(
        (row) =>
          `  ${row.operationId}: ${row.sent} (${row.valid} valid, ${row.invalid} invalid) → ${row.statuses}`,
      ),
    ].join('\n'),
  );
  const byProblem = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = `${finding.operationId} ${finding.status}: ${finding.problem.replace(/ in \{.*$/, '')}`;
    byProblem.set(key, [...(byProblem.get(key) ?? []), finding]);
  }
  if (findings.length > 0)
    console.log(
      [
        `Contract fuzzing found ${findings.length} answers the contract does not declare (seed ${baseSeed}):`,
        ...[...byProblem].map(
          ([key, list]) => `  ${key} ×${list.length}\n    e.g. ${list[0]?.request}\n    ${list[0]?.problem}`,
        ),
      ].join('\n'),
    );
  expect(counts.every((row) => row.sent >= 50)).toBe(true);
  expect([...byProblem.keys()], `contract fuzzing (FUZZ_SEED=${baseSeed})`).toEqual([]);
}, 180_000);
