// Large request bodies (issue 31, items 2 and 13): the file routes read no more than the default 1 MB of an
// anonymous caller's body (401; at once by its Content-Length), the large limits hold only for the upload's own
// content types and for who may upload, and a refusal given before the whole body came closes the connection cleanly, so a keep-alive client's
// next request is answered (the Node adapter, server-mock/node.ts, over a real loopback socket).
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMockServer,
  defaultBodyLimit,
  fileBodyLimit,
  jsonFileBodyLimit,
  type MockServer,
} from '../../server-mock/app';
import { nodeMiddleware } from '../../server-mock/node';
import { testNow, testOrigin } from '../support/test-backend';

const password = 'Statefront1!';

/**
 * The backend as a server runs it, not through the contract lane's external check (createTestBackend's Prism
 * wrapper reads every body before the backend sees it): these tests are about what the backend itself reads.
 */
const createUncheckedBackend = () => createMockServer({ clock: () => testNow, validateResponses: true });

/** A request body of `megabytes` MB that counts how much of it the backend pulled. */
function countedBody(megabytes: number) {
  const chunk = new Uint8Array(1024 * 1024).fill(0x41);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < megabytes) {
        sent += 1;
        controller.enqueue(chunk);
      } else controller.close();
    },
  });
  return { stream, pulledMegabytes: () => sent };
}

async function tokenOf(backend: MockServer, email: string) {
  const response = await backend.fetch(
    new Request(`${testOrigin}/api/enad/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('the file routes and an anonymous caller', () => {
  it.each([
    ['POST', '/api/company-media/', 'application/json'],
    ['POST', '/api/company-media/', 'multipart/form-data; boundary=x'],
    ['POST', '/api/eps-convert', 'multipart/form-data; boundary=x'],
  ])('%s %s (%s) answers 401 past the first MB, reading no more of the body', async (method, path, type) => {
    const backend = createUncheckedBackend();
    const body = countedBody(20);
    const response = await backend.fetch(
      new Request(`${testOrigin}${path}`, {
        method,
        headers: { 'content-type': type },
        body: body.stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect([response.status, await response.json()]).toEqual([401, { error: 'Unauthorized' }]);
    // The default limit (1 MB) as on every route, the chunk that went over it and the one the stream had ready:
    // not the other 17 MB.
    expect(body.pulledMegabytes()).toBeLessThanOrEqual(3);
    expect(response.headers.get('connection')).toBe('close');
  });

  it('a 150 MB Content-Length is refused as soon as its headers are in, before the body is sent', async () => {
    const backend = createUncheckedBackend();
    const declared = 150 * 1024 * 1024;
    const response = await backend.fetch(
      new Request(`${testOrigin}/api/company-media/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(declared) },
        body: countedBody(150).stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(401);
  });
});

describe('the large limits', () => {
  const json = (token: string, bytes: number) =>
    new Request(`${testOrigin}/api/company-media/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'content-length': String(bytes),
      },
      body: countedBody(1).stream,
      duplex: 'half',
    } as RequestInit);

  it('are the upload’s own: one base64 file in JSON (about 21 MB), every file in multipart (151 MB)', async () => {
    const backend = createUncheckedBackend();
    const admin = await tokenOf(backend, 'admin@acme.test');
    expect(jsonFileBodyLimit).toBe(Math.ceil((15 * 1024 * 1024) / 3) * 4 + defaultBodyLimit);
    const overJson = await backend.fetch(json(admin, jsonFileBodyLimit + 1));
    expect([overJson.status, await overJson.json()]).toEqual([
      413,
      { error: `Request body too large: at most ${Math.floor(jsonFileBodyLimit / 1024)} kB` },
    ]);
    // 40 MB is under the multipart limit, and over the JSON one.
    const multipart = (bytes: number, type: string) =>
      backend.fetch(
        new Request(`${testOrigin}/api/company-media/`, {
          method: 'POST',
          headers: {
            'content-type': type,
            authorization: `Bearer ${admin}`,
            'content-length': String(bytes),
          },
          body: countedBody(1).stream,
          duplex: 'half',
        } as RequestInit),
      );
    expect((await multipart(fileBodyLimit + 1, 'multipart/form-data; boundary=x')).status).toBe(413);
    expect((await backend.fetch(json(admin, 40 * 1024 * 1024))).status).toBe(413);
    // Another content type on the upload route gets the default limit.
    const text = await multipart(2 * 1024 * 1024, 'text/plain');
    expect([text.status, await text.json()]).toEqual([
      413,
      { error: 'Request body too large: at most 1024 kB' },
    ]);
  });

  it('are not for a signed-in shopper who administers no company: the default limit holds', async () => {
    const backend = createUncheckedBackend();
    const consumer = await tokenOf(backend, 'consumer@statefront.test');
    const answer = await backend.fetch(json(consumer, 2 * 1024 * 1024));
    expect([answer.status, await answer.json()]).toEqual([
      413,
      { error: 'Request body too large: at most 1024 kB' },
    ]);
  });
});

describe('a refusal before the whole body came, over a real connection', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const middleware = nodeMiddleware(createUncheckedBackend());
    server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  /** A request on the agent's connection: its status and `Connection` header, or the error it ended with. */
  const send = (agent: Agent, method: string, path: string, body?: Buffer, chunked = false) =>
    new Promise<string>((done) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: {
            'content-type': 'application/json',
            ...(body && !chunked ? { 'content-length': body.length } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => done(`${response.statusCode} ${response.headers.connection}`));
        },
      );
      call.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
      call.end(body);
    });
  const twoMegabytes = Buffer.from(`{"email":"${'x'.repeat(2 * 1024 * 1024)}"}`);

  it.each([
    ['by its Content-Length', false],
    ['counted as it came (chunked)', true],
  ])('a 413 %s lets a keep-alive client go on with its next request', async (_how, chunked) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await send(agent, 'GET', '/api/markets/')).toBe('200 keep-alive');
      expect(await send(agent, 'POST', '/api/newsletter/subscribe/', twoMegabytes, chunked)).toBe(
        '413 close',
      );
      expect(await send(agent, 'GET', '/api/markets/')).toBe('200 keep-alive');
    } finally {
      agent.destroy();
    }
  });

  it('an anonymous 150 MB upload gets its 401 at once, and the connection ends without a reset', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let ended = false;
    let failure: string | undefined;
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('end', () => {
      ended = true;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failure = error.code;
    });
    socket.write(
      'POST /api/company-media/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${150 * 1024 * 1024}\r\n\r\n{"filename":"big.png","base64":"AAAA`,
    );
    // The answer comes while the client has sent almost nothing of what it announced.
    await expect.poll(() => received, { timeout: 5_000 }).toMatch(/\r\n\r\n\{"error":"Unauthorized"\}$/);
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    expect(received.toLowerCase()).toContain('\r\nconnection: close\r\n');
    // The client goes on sending for a while (it has not read the answer yet); nothing is reset under it.
    const megabyte = Buffer.alloc(1024 * 1024, 0x41);
    for (let i = 0; i < 8 && !failure; i++) await new Promise((sent) => socket.write(megabyte, sent));
    socket.end();
    await expect.poll(() => ended || failure, { timeout: 5_000 }).toBeTruthy();
    expect([ended, failure]).toEqual([true, undefined]);
    socket.destroy();
  });
});
