// `npm run mock -- --port 8787`: the embedded backend alone, for QA tools or another front end. It listens on
// the loopback interface only; `--host 0.0.0.0` (or an address of this machine) opens it to others.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createMockServer } from './app.ts';
import { nodeMiddleware } from './node.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    persist: { type: 'string' },
  },
});
const controls = process.env.MOCK_CONTROLS === '1';
const server = createMockServer({ persistPath: values.persist, controls });
const middleware = nodeMiddleware(server);
const httpServer = createServer((req, res) =>
  middleware(req, res, () => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: `No endpoint ${req.method} ${req.url}` }));
  }),
);
httpServer.listen(Number(values.port), values.host, () => {
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  const host = values.host.includes(':') ? `[${values.host}]` : values.host;
  console.log(
    `Statefront mock backend on http://${host}:${port} ${
      controls ? '(reset: POST /__mock/reset)' : '(QA controls off: MOCK_CONTROLS=1 turns them on)'
    }`,
  );
});
