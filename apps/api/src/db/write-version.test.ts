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

  it('moves per table: a write to another table keeps what a cache of `lots` holds (issue #26 point 3)', async () => {
    await client.exec('create table sessions (id int primary key)');
    const lots = () => writes.current(['lots']);
    const before = lots();
    // A login, a rate-limit counter, a mail claim: other tables.
    await client.query('insert into sessions values (1)');
    await client.transaction(async (tx) => {
      await tx.query('update sessions set id = 2 where id = 1');
    });
    await client.query('with gone as (delete from sessions returning id) select count(*) from gone');
    expect(lots()).toBe(before);
    expect(writes.current(['sessions'])).not.toBe(0);
    // A write to `lots`, alone, quoted and schema-qualified, in a WITH statement or a transaction, moves it.
    for (const write of [
      () => client.query('update lots set sold = sold + 1 where id = 1'),
      () => client.query('update "public"."lots" set sold = sold + 1 where id = 1'),
      () => client.query('with s as (insert into sessions values (3) returning id) update lots set sold = 1'),
      () =>
        client.transaction(async (tx) => {
          await tx.query('insert into sessions values (4)');
          await tx.query('update lots set sold = 2 where id = 1');
        }),
    ]) {
      const at = lots();
      await write();
      expect(lots()).not.toBe(at);
    }
    // A statement whose tables cannot be read from its text counts for every table.
    const at = lots();
    await client.exec('create table other (id int)');
    expect(lots()).not.toBe(at);
  });
});
