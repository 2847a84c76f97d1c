import WebSocket from 'ws';

/**
 * The server's V8 heap in use right after a full garbage collection, through its inspector: what the process holds, not the garbage it has not collected yet. RSS
 * before and after 50,000 joins differed by the collector's timing more than by the line (it once shrank).
 */
export async function heapUsedAfterGc(pid: number): Promise<number> {
  // SIGUSR1 opens a Node process's inspector on 127.0.0.1:9229; it is closed again below: a server left with its
  // inspector open answered polls at half the speed.
  process.kill(pid, 'SIGUSR1');
  const inspectPort = 9229;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await fetch(`http://127.0.0.1:${inspectPort}/json/list`).then(
      () => true,
      () => false,
    );
    if (open) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: unknown;
        };
        if (message.id !== id) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(JSON.stringify(message.error)));
        else resolve(message.result ?? {});
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const result = (await call('Runtime.evaluate', {
      expression: 'process.memoryUsage().heapUsed',
      returnByValue: true,
    })) as { result: { value: number } };
    return result.result.value;
  } finally {
    // Closing the inspector from inside ends this connection before any answer.
    const closed = new Promise((resolve) => socket.once('close', resolve));
    void call('Runtime.evaluate', {
      expression: "require('node:inspector').close()",
      includeCommandLineAPI: true,
    }).catch(() => undefined);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000))]);
    socket.terminate();
  }
}
