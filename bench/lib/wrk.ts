import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadFigures } from './load';

const run = promisify(execFile);

export interface WrkOptions {
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  origin: string;
  connections: number;
  seconds: number;
  threads?: number;
  /**
   * Each connection waits this long after an answer before its next request (wrk's `delay()`), so the load is a
   * pace, not the most the machine takes: connections / (paceMs + latency) requests a second.
   */
  paceMs?: number;
  /** Sent in turn by every connection (each thread starts at its own offset). */
  requests: Array<{ path: string; headers: Record<string, string> }>;
}

/** A Lua string literal (wrk's scripts are Lua). */
const lua = (text: string) => JSON.stringify(text);

/**
 * Drives the server with wrk (C, epoll; Debian's `wrk` package) instead of autocannon when the figure is the
 * server's ceiling: autocannon parses each answer in JavaScript (http-parser-js) and, on this 2-core machine, used a
 * whole core at 13,600 polls a second of the waiting room, the server not yet busy (issue #28). Null when wrk is
 * not installed.
 */
export async function loadWithWrk(options: WrkOptions): Promise<(LoadFigures & { tool: string }) | null> {
  try {
    await run('wrk', ['--version']).catch((error: { stdout?: string }) => {
      // wrk prints its version and usage, and exits with 1.
      if (!error.stdout?.includes('wrk')) throw error;
    });
  } catch {
    return null;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bilheteria-wrk-'));
  try {
    const script = path.join(folder, 'ring.lua');
    const entries = options.requests
      .map(
        (request) =>
          `{${lua(request.path)}, {${Object.entries(request.headers)
            .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
            .join(', ')}}}`,
      )
      .join(',\n');
    await writeFile(
      script,
      `local ring = {\n${entries}\n}
local built = {}
local next = 1
local thread_index = 0
setup = function(thread)
  thread:set("offset", thread_index * 97)
  thread_index = thread_index + 1
end
init = function(args)
  for i, entry in ipairs(ring) do built[i] = wrk.format("GET", entry[1], entry[2]) end
  next = (offset or 0) % #built + 1
end
request = function()
  local r = built[next]
  next = next % #built + 1
  return r
end
${
  options.paceMs
    ? `delay = function() return ${Math.round(options.paceMs)} end
`
    : ''
}done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout))
end
`,
    );
    const { stdout } = await run(
      'wrk',
      [
        `--threads=${options.threads ?? 1}`,
        `--connections=${options.connections}`,
        `--duration=${options.seconds}s`,
        '--timeout=10s',
        `--script=${script}`,
        options.origin,
      ],
      { maxBuffer: 1 << 20 },
    );
    const line = stdout.split('\n').find((text) => text.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk gave no summary:\n${stdout}`);
    const figures = JSON.parse(line) as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      non2xx: number;
      errors: number;
    };
    return {
      tool: 'wrk',
      requestsPerSecond: Math.round(figures.requests / (figures.durationUs / 1e6)),
      p50Ms: Math.round(figures.p50Us / 10) / 100,
      p99Ms: Math.round(figures.p99Us / 10) / 100,
      non2xx: figures.non2xx,
      errors: figures.errors,
      requests: figures.requests,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
