// The standalone backend (`npm run mock`, server-mock/standalone.ts; issue 31, item 14) listens on the loopback
// interface only, unless `--host` opens it: started as `npm run mock` starts it, in a process of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGTERM');
});

/** Starts the standalone backend on a free port; the address it says it listens on. */
function startStandalone(...args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server-mock/standalone.ts', '--port', '0', ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.push(child);
  return new Promise<{ host: string; port: number }>((ready, fail) => {
    let output = '';
    child.stdout?.on('data', (text: Buffer) => {
      output += text.toString();
      const address = /mock backend on http:\/\/\[?([^\]\s]+?)\]?:(\d+)/.exec(output);
      if (address) ready({ host: address[1] ?? '', port: Number(address[2]) });
    });
    child.stderr?.on('data', (text: Buffer) => {
      output += text.toString();
    });
    child.once('exit', () => fail(new Error(`The standalone backend stopped: ${output}`)));
  });
}

/** Whether a TCP connection to the address is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((answer) => {
    const socket = connect({ host, port, timeout: 3_000 });
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
    socket.once('timeout', () => {
      socket.destroy();
      answer(false);
    });
  });

/** An IPv4 address of this machine that is not loopback, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('the standalone backend', () => {
  it('listens on 127.0.0.1 by default, not on the machine’s other interfaces', async () => {
    const { host, port } = await startStandalone();
    expect(host).toBe('127.0.0.1');
    const markets = await fetch(`http://127.0.0.1:${port}/api/markets/`);
    expect(markets.status).toBe(200);
    if (outsideAddress) expect(await accepts(outsideAddress, port)).toBe(false);
  });

  it('listens where `--host` says: 0.0.0.0 opens it to the other interfaces', async () => {
    const { host, port } = await startStandalone('--host', '0.0.0.0');
    expect(host).toBe('0.0.0.0');
    expect(await accepts('127.0.0.1', port)).toBe(true);
    if (outsideAddress) expect(await accepts(outsideAddress, port)).toBe(true);
  });
});
