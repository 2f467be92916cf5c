import { inject } from 'vitest';
// Tests that call a domain's services without an app still need the ports wired.
import '../domains/ports.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { migratedPglite } from './pglite-template.ts';
import { isolatedSchema } from './postgres.ts';

/** A migrated database for a test file: PGlite from the migrated dump (pglite-template.ts). */
export async function testDatabase(): Promise<Database> {
  // In the `postgres` project, the same tests run on a real server (see postgres-setup.ts).
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) return postgresDatabase(postgresUrl);
  return migratedPglite();
}

/** A migrated schema of its own on the run's PostgreSQL server, dropped on close. */
async function postgresDatabase(url: string): Promise<Database> {
  const schema = await isolatedSchema(url);
  const database = await openDatabase({ url: schema.url });
  await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await schema.drop();
    },
  };
}
