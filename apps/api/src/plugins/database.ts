import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle handle every module queries through (PGlite or PostgreSQL). */
    db: Db;
    database: Database;
  }
}

/** Whoever opened the database closes it (server.ts, the tests, or buildApp for one it opened itself). */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate<Database>('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
