import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.ts';

/*
 * globalSetup of the `postgres` test project (vitest.config.ts): one PostgreSQL server for
 * the whole run (DATABASE_URL, or a private cluster from the installed binaries); every test
 * file then gets a schema of its own in it (test/database.ts).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  if (!server) {
    throw new Error(
      'The postgres test project needs PostgreSQL: set DATABASE_URL, or install the postgresql package (its pg_config must be on PATH).',
    );
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
