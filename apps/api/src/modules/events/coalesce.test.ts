import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalesce';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createCoalescer', () => {
  it('runs one load for concurrent callers of the same key, and a new one once it settled', async () => {
    const coalescer = createCoalescer<number>();
    let loads = 0;
    const gate = deferred<number>();
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const answers = Promise.all([
      coalescer.run('a', load),
      coalescer.run('a', load),
      coalescer.run('a', load),
    ]);
    gate.resolve(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
    expect(await coalescer.run('a', async () => 8)).toBe(8);
  });

  it('keeps keys apart', async () => {
    const coalescer = createCoalescer<string>();
    const [a, b] = await Promise.all([
      coalescer.run('a', async () => 'A'),
      coalescer.run('b', async () => 'B'),
    ]);
    expect([a, b]).toEqual(['A', 'B']);
  });

  it('does not let callers after invalidate() join a load that started before it', async () => {
    const coalescer = createCoalescer<string>();
    const before = deferred<string>();
    const first = coalescer.run('a', () => before.promise);
    coalescer.invalidate();
    const second = coalescer.run('a', async () => 'fresh');
    const third = coalescer.run('a', async () => 'unused');
    before.resolve('stale');
    expect(await Promise.all([first, second, third])).toEqual(['stale', 'fresh', 'fresh']);
  });

  it('shares a failure with the callers of that load only', async () => {
    const coalescer = createCoalescer<number>();
    const gate = deferred<number>();
    const failing = [coalescer.run('a', () => gate.promise), coalescer.run('a', () => gate.promise)];
    gate.reject(new Error('banco fora'));
    for (const answer of failing) await expect(answer).rejects.toThrow('banco fora');
    expect(await coalescer.run('a', async () => 1)).toBe(1);
  });
});
