import type { PGlite } from '@electric-sql/pglite';

/*
 * The embedded database's write counter (issue #19). PGlite is opened by one process only, and this process is
 * its only writer, so "nothing was written since" is known here exactly: every statement that may write (anything
 * but a plain SELECT or SHOW, and every transaction) bumps the counter once it settled. A cache that tags what it
 * loaded with the counter read *before* loading, and serves it only while the counter still has that value, never
 * serves data older than a write this process completed to what it read — a purchase, an edit, an expiry sweep
 * included, whatever module made it (per table since issue #26: a cache names the tables it reads). A plain INSERT, UPDATE or DELETE that changed no row does not count (its affectedRows is 0; a
 * WITH statement's count misses what its parts wrote, so it always counts). On PostgreSQL other replicas write
 * too: there is no such counter (the home listing reads a version row instead, modules/events/listing.ts).
 */

export interface WriteVersion {
  /**
   * Changes after every write (or transaction) that settled and may have written one of `tables` (SQL names);
   * without `tables`, after every write at all. A write whose tables cannot be read from its text counts for all.
   */
  current(tables?: readonly string[]): number;
}

const READ_ONLY = /^\s*(select|show)\b/i;
/** Statements whose affectedRows counts every row they changed. */
const PLAIN_WRITE = /^\s*(insert|update|delete)\b/i;
/** Each table a statement's text writes (a WITH statement's parts included; quoted or schema-qualified). */
const WRITTEN =
  /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/gi;
/** Statements that write without naming a table this way (DDL, SET, COPY...): every cache drops. */
const ALL = '*';

/** The tables `text` may write; ALL when it may write something that cannot be told from its text. */
function writtenBy(text: string): string[] {
  const tables = [...text.matchAll(WRITTEN)].map((match) => match[1]!.toLowerCase());
  return tables.length > 0 ? tables : [ALL];
}

/**
 * Wraps `client`'s query, exec and transaction so every write bumps the counters of the tables it wrote once it
 * settled (a transaction: the tables its statements wrote, when it ends). A login (sessions, rate_limits), a mail
 * claim (mail_outbox) or a cancelled order no longer drops the cached event pages; a purchase (ticket_types.sold)
 * or an edit (events) does (issue #26 point 3).
 */
export function trackWrites(client: PGlite): WriteVersion {
  const counters = new Map<string, number>();
  let total = 0;
  const bump = (tables: Iterable<string>) => {
    total += 1;
    for (const table of new Set(tables)) counters.set(table, (counters.get(table) ?? 0) + 1);
  };
  type Query = (text: string, ...rest: unknown[]) => Promise<{ affectedRows?: number }>;
  /** `query` of a client or a transaction, reporting what each write wrote to `record`. */
  const tracked =
    (query: Query, record: (tables: string[]) => void) =>
    (text: string, ...rest: unknown[]) => {
      const result = query(text, ...rest);
      if (READ_ONLY.test(text)) return result;
      // A write that changed no row (the mail worker's claim finding nothing, 4 times a second) changes nothing a
      // cache holds; a failed one may have done anything before failing.
      return result.then(
        (settled) => {
          if (!(PLAIN_WRITE.test(text) && settled.affectedRows === 0)) record(writtenBy(text));
          return settled;
        },
        (error: unknown) => {
          record(writtenBy(text));
          throw error;
        },
      );
    };
  const query = client.query.bind(client) as Query;
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = tracked(query, bump) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    exec(...args).finally(() => bump(writtenBy(args[0])))) as PGlite['exec'];
  client.transaction = (<T>(
    work: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>,
  ) => {
    const wrote: string[] = [];
    return transaction((tx) => {
      const txQuery = tx.query.bind(tx) as Query;
      const txExec = tx.exec.bind(tx);
      tx.query = tracked(txQuery, (tables) => wrote.push(...tables)) as typeof tx.query;
      tx.exec = ((...args: Parameters<typeof tx.exec>) =>
        txExec(...args).finally(() => wrote.push(...writtenBy(args[0])))) as typeof tx.exec;
      return work(tx);
    }).finally(() => {
      // A transaction that wrote nothing (reads, or writes that changed no row) drops nothing.
      if (wrote.length > 0) bump(wrote);
    });
  }) as PGlite['transaction'];
  return {
    current: (tables) =>
      tables === undefined
        ? total
        : (counters.get(ALL) ?? 0) + tables.reduce((sum, table) => sum + (counters.get(table) ?? 0), 0),
  };
}
