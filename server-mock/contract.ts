// The OpenAPI contract as a validator: the mock rejects requests that break it, tests check responses.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const contractDir = resolve(import.meta.dirname, '../openapi');
const baseUri = 'https://contract.statefront/';
/** Every host file of openapi/; schemas.yaml is shared by them. */
export const contractHosts = ['app', 'shopper', 'management'] as const;

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof methods)[number];

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: { type?: string };
}
/** A parameter with the pointer of its schema, whether the operation or its path item declares it. */
type CheckedParameter = Parameter & { schemaPointer: string };
interface OperationObject {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> } | { $ref: string }>;
}

export interface Operation {
  host: string;
  method: Method;
  /** The path template as written in the contract, e.g. `/shopper/sessions/items/{id}`. */
  template: string;
  operationId: string;
  matcher: RegExp;
  parameters: CheckedParameter[];
  hasJsonBody: boolean;
  /** Takes multipart/form-data (files), read and checked by the route. */
  hasMultipartBody: boolean;
  bodyRequired: boolean;
  pointer: string;
}

const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true, coerceTypes: false });
addFormats(ajv);
type PathItem = Partial<Record<Method, OperationObject>> & { parameters?: Parameter[] };
const docs: Record<string, { paths: Record<string, PathItem> }> = {};
for (const file of ['schemas', ...contractHosts]) {
  const doc = parse(readFileSync(`${contractDir}/${file}.yaml`, 'utf8'));
  docs[file] = doc;
  ajv.addSchema(doc, `${baseUri}${file}.yaml`);
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export const operations: Operation[] = contractHosts.flatMap((host) =>
  Object.entries(docs[host]?.paths ?? {}).flatMap(([template, item]) =>
    methods.flatMap((method) => {
      const op = item[method];
      if (!op) return [];
      const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
      const pathPointer = `${baseUri}${host}.yaml#/paths/${escapePointer(template)}`;
      const own = (op.parameters ?? []).map((parameter, index) => ({
        ...parameter,
        schemaPointer: `${pathPointer}/${method}/parameters/${index}/schema`,
      }));
      // The path item's parameters hold for each of its operations, unless one declares its own of that name.
      const shared = (item.parameters ?? [])
        .map((parameter, index) => ({
          ...parameter,
          schemaPointer: `${pathPointer}/parameters/${index}/schema`,
        }))
        .filter((parameter) => !own.some((o) => o.name === parameter.name && o.in === parameter.in));
      return [
        {
          host,
          method,
          template,
          operationId: op.operationId,
          matcher: new RegExp(`^${pattern}$`),
          parameters: [...shared, ...own],
          hasJsonBody: Boolean(op.requestBody?.content['application/json']),
          hasMultipartBody: Boolean(op.requestBody?.content['multipart/form-data']),
          bodyRequired: Boolean(op.requestBody?.required),
          pointer: `${baseUri}${host}.yaml#/paths/${escapePointer(template)}/${method}`,
        },
      ];
    }),
  ),
);

export function findOperation(method: string, pathname: string): Operation | undefined {
  const m = method.toLowerCase();
  return operations.find((op) => op.method === m && op.matcher.test(pathname));
}

export function pathParams(op: Operation, pathname: string): Record<string, string> {
  const names = [...op.template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const values = op.matcher.exec(pathname)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
}

const validators = new Map<string, ValidateFunction | null>();
function validatorAt(pointer: string): ValidateFunction | null {
  if (!validators.has(pointer)) validators.set(pointer, ajv.getSchema(pointer) ?? null);
  return validators.get(pointer) ?? null;
}

/** How many problems of a request an answer names. */
const shownProblems = 5;

/** One readable sentence per problem, naming the field: "'email' must match format "email"". */
export function describeErrors(errors: ErrorObject[] | null | undefined, where: string): string {
  const texts = (errors ?? []).map((e) => {
    const path = e.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = (name: string) => (path ? `${path}.${name}` : name);
    if (e.keyword === 'required') return `'${field(String(e.params.missingProperty))}' is required`;
    if (e.keyword === 'additionalProperties')
      return `'${field(String(e.params.additionalProperty))}' is not allowed`;
    return `'${path || where}' ${e.message ?? 'is invalid'}`;
  });
  // The first few: a batch of 200 wrong items would otherwise answer more than the Error schema's 1000 characters.
  const distinct = [...new Set(texts)];
  const shown = distinct.slice(0, shownProblems).join('; ');
  const more = distinct.length > shownProblems ? ` (and ${distinct.length - shownProblems} more)` : '';
  return `${shown.length > 900 ? `${shown.slice(0, 899)}…` : shown}${more}`;
}

export type RequestCheck = { ok: true; body: unknown } | { ok: false; error: string };

/** Validates parameters and JSON body of a request against its operation. */
export function checkRequest(
  op: Operation,
  url: URL,
  rawBody: string | null,
  isMultipart = false,
  headers?: Headers,
): RequestCheck {
  let params: Record<string, string>;
  try {
    params = pathParams(op, url.pathname);
  } catch {
    // decodeURIComponent's URIError: a '%' not followed by a whole UTF-8 sequence (e.g. '%E0%A4%A').
    return { ok: false, error: 'The path has a malformed percent-encoding' };
  }
  for (const parameter of op.parameters) {
    if (parameter.in === 'header') {
      // A header the request carries is held to its schema (e.g. Idempotency-Key's 128 characters); a missing
      // one is the route's to answer (its 401, or its own message).
      const raw = headers?.get(parameter.name);
      const validate = raw ? validatorAt(parameter.schemaPointer) : null;
      if (validate && !validate(raw))
        return { ok: false, error: describeErrors(validate.errors, parameter.name) };
      continue;
    }
    if (parameter.in !== 'query' && parameter.in !== 'path') continue;
    const raw = parameter.in === 'query' ? url.searchParams.get(parameter.name) : params[parameter.name];
    if (raw === null || raw === undefined || raw === '') {
      if (parameter.required) return { ok: false, error: `'${parameter.name}' is required` };
      continue;
    }
    const type = parameter.schema?.type;
    const value =
      type === 'integer' || type === 'number' ? Number(raw) : type === 'boolean' ? raw === 'true' : raw;
    if ((type === 'integer' && !Number.isInteger(value)) || (type === 'number' && Number.isNaN(value)))
      return { ok: false, error: `'${parameter.name}' must be ${type}` };
    const validate = validatorAt(parameter.schemaPointer);
    if (validate && !validate(value))
      return { ok: false, error: describeErrors(validate.errors, parameter.name) };
  }
  if (!op.hasJsonBody || isMultipart) return { ok: true, body: undefined };
  if (rawBody === null || rawBody.trim() === '') {
    return op.bodyRequired ? { ok: false, error: 'A JSON body is required' } : { ok: true, body: undefined };
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, error: 'Malformed JSON body' };
  }
  const validate = validatorAt(`${op.pointer}/requestBody/content/application~1json/schema`);
  if (validate && !validate(body)) return { ok: false, error: describeErrors(validate.errors, 'body') };
  return { ok: true, body };
}

/** Checks a JSON response against the contract; returns the problem, or null when it conforms. */
export function checkResponse(op: Operation, status: number, body: unknown): string | null {
  const doc = docs[op.host]?.paths[op.template]?.[op.method];
  const key = doc?.responses[String(status)] ? String(status) : doc?.responses.default ? 'default' : null;
  if (!key) return `status ${status} is not in the contract of ${op.method.toUpperCase()} ${op.template}`;
  const response = doc?.responses[key];
  const isRef = response && '$ref' in response;
  if (!isRef && !response?.content?.['application/json']) return null;
  const pointer = isRef
    ? `${baseUri}${op.host}.yaml${response.$ref}/content/application~1json/schema`
    : `${op.pointer}/responses/${key}/content/application~1json/schema`;
  const validate = validatorAt(pointer);
  if (validate && !validate(body)) return describeErrors(validate.errors, 'response');
  return null;
}
