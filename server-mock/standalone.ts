// `npm run mock -- --port 8787`: the embedded backend alone, for QA tools or another front end.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createMockServer } from './app.ts';
import { nodeMiddleware } from './node.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8787' }, persist: { type: 'string' } },
});
const controls = process.env.MOCK_CONTROLS === '1';
const server = createMockServer({ persistPath: values.persist, controls });
const middleware = nodeMiddleware(server);
createServer((req, res) =>
  middleware(req, res, () => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: `No endpoint ${req.method} ${req.url}` }));
  }),
).listen(Number(values.port), () => {
  console.log(
    `Statefront mock backend on http://localhost:${values.port} ${
      controls ? '(reset: POST /__mock/reset)' : '(QA controls off: MOCK_CONTROLS=1 turns them on)'
    }`,
  );
});
