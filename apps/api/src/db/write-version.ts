import type { PGlite } from '@electric-sql/pglite';

/*
 * The embedded database's write counter (issue #19). PGlite is opened by one process only, and this process is
 * its only writer, so "nothing was written since" is known here exactly: every statement that may write (anything
 * but a plain SELECT or SHOW, and every transaction) bumps the counter once it settled. A cache that tags what it
 * loaded with the counter read *before* loading, and serves it only while the counter still has that value, never
 * serves data older than a write this process completed — a purchase, an edit, an expiry sweep included, whatever
 * module made it. A plain INSERT, UPDATE or DELETE that changed no row does not count (its affectedRows is 0; a
 * WITH statement's count misses what its parts wrote, so it always counts). On PostgreSQL other replicas write
 * too: there is no such counter (the home listing reads a version row instead, modules/events/listing.ts).
 */

export interface WriteVersion {
  /** Changes after every write (or transaction) that settled on this database. */
  current(): number;
}

const READ_ONLY = /^\s*(select|show)\b/i;
/** Statements whose affectedRows counts every row they changed. */
const PLAIN_WRITE = /^\s*(insert|update|delete)\b/i;

/** Wraps `client`'s query, exec and transaction so every write bumps the returned counter once it settled. */
export function trackWrites(client: PGlite): WriteVersion {
  let version = 0;
  const bump = () => {
    version += 1;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    const result = (query as (text: string, ...rest: unknown[]) => Promise<{ affectedRows?: number }>)(
      text,
      ...rest,
    );
    if (READ_ONLY.test(text)) return result;
    // A write that changed no row (the mail worker's claim finding nothing, 4 times a second) changes nothing a
    // cache holds; a failed one may have done anything before failing.
    return result.then(
      (settled) => {
        if (!(PLAIN_WRITE.test(text) && settled.affectedRows === 0)) bump();
        return settled;
      },
      (error: unknown) => {
        bump();
        throw error;
      },
    );
  }) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => exec(...args).finally(bump)) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    transaction(...args).finally(bump)) as PGlite['transaction'];
  return { current: () => version };
}
