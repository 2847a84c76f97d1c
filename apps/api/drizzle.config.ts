import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/api) writes the SQL migrations that `migrate()` applies at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
