import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackWrites, type WriteVersion } from './write-version';

describe('the embedded write counter', () => {
  let client: PGlite;
  let writes: WriteVersion;

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    writes = trackWrites(client);
    await client.exec('create table lots (id int primary key, sold int not null)');
    await client.query('insert into lots values (1, 0)');
  });
  afterAll(() => client.close());

  const moved = async (work: () => Promise<unknown>) => {
    const before = writes.current();
    await work();
    return writes.current() !== before;
  };

  it('does not move for reads, nor for a plain write that changed no row', async () => {
    expect(await moved(() => client.query('select * from lots'))).toBe(false);
    expect(await moved(() => client.query('update lots set sold = sold + 1 where id = 2'))).toBe(false);
    expect(await moved(() => client.query('delete from lots where id = 2'))).toBe(false);
  });

  it('moves for a write that changed rows, a WITH statement, a transaction, exec and a failed write', async () => {
    expect(await moved(() => client.query('update lots set sold = sold + 1 where id = 1'))).toBe(true);
    expect(
      await moved(() =>
        client.query('with taken as (update lots set sold = sold + 1 where id = 1 returning id) select 1'),
      ),
    ).toBe(true);
    expect(
      await moved(() => client.transaction(async (tx) => tx.query('update lots set sold = 0 where id = 1'))),
    ).toBe(true);
    expect(await moved(() => client.exec('update lots set sold = 5'))).toBe(true);
    expect(await moved(() => client.query('insert into lots values (1, 0)').catch(() => undefined))).toBe(
      true,
    );
  });
});
