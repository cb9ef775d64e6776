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
  parameters: Parameter[];
  hasJsonBody: boolean;
  /** Takes multipart/form-data (files), read and checked by the route. */
  hasMultipartBody: boolean;
  bodyRequired: boolean;
  pointer: string;
}

const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true, coerceTypes: false });
addFormats(ajv);
const docs: Record<string, { paths: Record<string, Partial<Record<Method, OperationObject>>> }> = {};
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
      return [
        {
          host,
          method,
          template,
          operationId: op.operationId,
          matcher: new RegExp(`^${pattern}$`),
          parameters: op.parameters ?? [],
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
  return [...new Set(texts)].join('; ');
}

export type RequestCheck = { ok: true; body: unknown } | { ok: false; error: string };

/** Validates parameters and JSON body of a request against its operation. */
export function checkRequest(
  op: Operation,
  url: URL,
  rawBody: string | null,
  isMultipart = false,
): RequestCheck {
  let params: Record<string, string>;
  try {
    params = pathParams(op, url.pathname);
  } catch {
    // decodeURIComponent's URIError: a '%' not followed by a whole UTF-8 sequence (e.g. '%E0%A4%A').
    return { ok: false, error: 'The path has a malformed percent-encoding' };
  }
  for (const [index, parameter] of op.parameters.entries()) {
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
    const validate = validatorAt(`${op.pointer}/parameters/${index}/schema`);
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
