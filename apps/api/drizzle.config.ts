import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the SQL migrations of src/db/schema.ts to drizzle/; the server
// applies them on start with the migrate() of its driver (PGlite or node-postgres).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
