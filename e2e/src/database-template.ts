import { writePgliteTemplate } from '../../server/src/test/pglite-template.ts';

/**
 * Vitest global set-up: writes the migrated database's dump once, before any journey starts
 * a server (server.ts loads it), so two journeys starting together never both run initdb and
 * the migrations. A dump the server's tests wrote for the same migrations is used as it is.
 */
export default async function writeDatabaseTemplate(): Promise<void> {
  await writePgliteTemplate();
}
