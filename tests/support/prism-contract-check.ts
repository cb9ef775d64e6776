// A second judge of the contract that we did not write: Prism's validating proxy (@stoplight/prism-http), run
// in-process. Every exchange of a contract test goes through the steps of Prism's proxy (prism-core's factory):
// its router, the forward (here the in-process backend), its request validation (of a request the backend
// accepted) and its response validation; so drift that our validator (server-mock/contract.ts) misses, e.g. a
// media type or a length it does not check, fails the test (decision 048).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { IHttpRequest, IHttpResponse } from '@stoplight/prism-http';
import { parse } from 'yaml';
import { contractHosts } from '../../server-mock/contract';
import type { TestBackend } from './test-backend';

// Prism's parts without its mocker: the mocker loads Faker's every locale (3 s a worker on this machine).
// Required, not imported: CommonJS modules whose `default` an ES import would wrap.
const require = createRequire(import.meta.url);
const { default: route } =
  require('@stoplight/prism-http/dist/router/index.js') as typeof import('@stoplight/prism-http/dist/router/index.js');
const { validateInput, validateOutput } =
  require('@stoplight/prism-http/dist/validator/index.js') as typeof import('@stoplight/prism-http/dist/validator/index.js');
const { getHttpOperationsFromSpec } =
  require('@stoplight/prism-http/dist/utils/operations.js') as typeof import('@stoplight/prism-http/dist/utils/operations.js');

type Operation = Awaited<ReturnType<typeof getHttpOperationsFromSpec>>[number];
type Diagnostic = { message: string; severity: number; path?: string[] };
/** fp-ts's Either as Prism's functions answer it. */
type Either<L, R> = { _tag: 'Left'; left: L } | { _tag: 'Right'; right: R };

const contractDir = resolve(import.meta.dirname, '../../openapi');

/**
 * A host file as Prism reads it. Its references to schemas.yaml made absolute (Prism resolves a document given
 * as an object against the working directory), and the dialect named: OpenAPI 3.1's schemas are JSON Schema
 * 2020-12, which Prism's reader (http-spec) only assumes when the document says so (else it converts them as
 * OpenAPI 3.0 schemas, draft 7).
 */
function hostDocument(host: string): Record<string, unknown> {
  const absolute = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(absolute);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('./')
          ? resolve(contractDir, value)
          : absolute(value),
      ]),
    );
  };
  const document = absolute(parse(readFileSync(`${contractDir}/${host}.yaml`, 'utf8'))) as Record<
    string,
    unknown
  >;
  return { ...document, jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema' };
}

/** The operations of every host, read once per worker (seconds on a busy machine). */
let contractOperations: Promise<Operation[]> | undefined;
const pathPatterns = new WeakMap<Operation, RegExp>();
/**
 * The operations whose path template could match: Prism's router sorts every operation it is given for each
 * request (a millisecond for the contract's 160), so it gets these few, and decides among them as it would.
 */
const candidatesFor = (operations: Operation[], pathname: string) =>
  operations.filter((operation) => {
    let pattern = pathPatterns.get(operation);
    if (!pattern) {
      const template = operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]*\}/g, '[^/]*');
      pattern = new RegExp(`^${template}$`);
      pathPatterns.set(operation, pattern);
    }
    return pattern.test(pathname);
  });
const operationsOfContract = () => {
  contractOperations ??= Promise.all(
    contractHosts.map((host) => getHttpOperationsFromSpec(hostDocument(host))),
  ).then((hosts) => hosts.flat());
  return contractOperations;
};

const isJson = (mediaType: string) => /^application\/(.+\+)?json$/.test(mediaType);
const mediaTypeOf = (headers: Headers) =>
  (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Prism's request (lower-case headers, with the body's length, which a test's Request may not carry) and the
 * request for the backend: a body is read once, as a proxy does, and handed on as those bytes.
 */
async function readRequest(request: Request): Promise<{ seen: IHttpRequest; forwarded: Request }> {
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  const headers = Object.fromEntries(request.headers);
  const method = request.method.toLowerCase() as IHttpRequest['method'];
  if (!request.body)
    return { seen: { method, url: { path: url.pathname, query }, headers }, forwarded: request };
  const bytes = new Uint8Array(await request.arrayBuffer());
  headers['content-length'] ??= String(bytes.byteLength);
  let body: unknown = new TextDecoder().decode(bytes);
  if (isJson(mediaTypeOf(request.headers))) {
    try {
      body = JSON.parse(body as string);
    } catch {
      // Left as text: Prism says what is wrong with it.
    }
  }
  return {
    seen: { method, url: { path: url.pathname, query }, headers, body },
    forwarded: new Request(request, { body: bytes }),
  };
}

/** Prism's answer as its proxy reads one (forwarder's parseResponse): JSON parsed, anything else as text. */
async function prismResponse(response: Response): Promise<IHttpResponse> {
  const encoding = response.headers.get('content-encoding');
  let stream = response.body;
  if (stream && (encoding === 'gzip' || encoding === 'deflate'))
    stream = stream.pipeThrough(new DecompressionStream(encoding));
  const text = stream ? await new Response(stream).text() : '';
  let body: unknown = text;
  if (response.status !== 204 && isJson(mediaTypeOf(response.headers))) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body };
}

/** The QA controls are the test backend's own, outside the contract. */
const isControl = (pathname: string) => pathname.startsWith('/__mock/');

/** A fault a test injected through the QA controls answers as the test asked, on contract or not. */
function injectsFault(backend: TestBackend, request: Request) {
  const { pathname } = new URL(request.url);
  return backend.store.faults.some((fault) => {
    const [method, path = ''] = fault.route.split(' ');
    const template = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}|\{[^}]+\}/g, '[^/]+');
    return (method === '*' || method === request.method) && new RegExp(`^${template}$`).test(pathname);
  });
}

const describeDiagnostics = (diagnostics: Diagnostic[]) =>
  diagnostics.map((diagnostic) => diagnostic.message).join('; ');

/** What Prism finds wrong with one exchange; empty when it conforms. */
async function judge(request: Request, answer: Response, requestSeen: IHttpRequest): Promise<string[]> {
  const { pathname } = new URL(request.url);
  const exchange = `${request.method} ${pathname} → ${answer.status}`;
  const accepted = answer.status < 400;
  const operations = await operationsOfContract();
  const candidates = candidatesFor(operations, requestSeen.url.path);
  try {
    const operation = route({
      resources: candidates.length > 0 ? candidates : operations,
      input: requestSeen,
    }) as Either<Error, Operation>;
    // Prism's proxy forwards a request outside the contract as it is (with errors off): it must be refused.
    if (operation._tag === 'Left')
      return accepted ? [`${exchange}: not in the contract (${operation.left.message}), yet answered`] : [];
    const problems: string[] = [];
    // Only an accepted request is held to the contract: refusing a valid one is the backend's business rule.
    const input = accepted
      ? (validateInput({ resource: operation.right, element: requestSeen }) as Either<Diagnostic[], unknown>)
      : undefined;
    // Prism reads a multipart body as text, one value per name: an array of files (repeated parts) and binary
    // parts are beyond it, so the route's own checks of the form stand alone there (decision 048).
    const multipart = mediaTypeOf(request.headers) === 'multipart/form-data';
    const refused = (input?._tag === 'Left' ? input.left : []).filter(
      (diagnostic) => diagnostic.severity === 0 && !(multipart && diagnostic.path?.[0] === 'body'),
    );
    if (refused.length > 0)
      problems.push(`${exchange}: accepted a request the contract refuses (${describeDiagnostics(refused)})`);
    const output = validateOutput({
      resource: operation.right,
      element: await prismResponse(answer.clone()),
    });
    if (output._tag === 'Left') problems.push(`${exchange}: ${describeDiagnostics(output.left)}`);
    return problems;
  } catch (error) {
    // Prism throws on what it cannot read (a malformed percent-encoding in the path): it must be refused.
    return answer.status >= 400 && answer.status < 500
      ? []
      : [`${exchange}: answered what Prism cannot read (${error})`];
  }
}

/**
 * The backend's fetch with every request and answer judged by Prism. A violation is reported to `report` (the
 * contract lane's setup fails the test with it); the test gets the backend's answer as it was.
 * - The answer must be one the contract declares: its status, media type, headers and body.
 * - A request the contract refuses must be refused (4xx); a path outside the contract must not be answered.
 */
export function prismCheckedFetch(
  backend: TestBackend,
  report: (violation: string) => void,
): TestBackend['fetch'] {
  return async (request, env) => {
    if (isControl(new URL(request.url).pathname) || injectsFault(backend, request))
      return backend.fetch(request, env);
    const { seen, forwarded } = await readRequest(request);
    const answer = await backend.fetch(forwarded, env);
    for (const problem of await judge(request, answer, seen)) report(problem);
    return answer;
  };
}
