import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import adminSpec from '@commerce/client/spec/admin.json';
import { describe, expect, it } from 'vitest';
import { screenSources, unusedOperations } from './operation-usage.ts';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the admin screens', () => {
  // Issue 11: every /admin operation is reachable from some screen. The generic passthrough
  // is a client feature, not an operation, so it is not in this list at all.
  it('use every /admin operation of the contract', () => {
    const admin = Object.values(adminSpec.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).flatMap((operation) =>
        operation.operationId ? [operation.operationId] : [],
      ),
    );
    expect(admin.length).toBeGreaterThan(200);
    expect(unusedOperations(admin, screenSources(SRC))).toEqual([]);
  });
});

describe('unusedOperations', () => {
  it('counts a hook, a function or query options as use, and nothing else', () => {
    const ids = ['AdminGetOrder', 'AdminListOrders', 'AdminCreateNote', 'AdminDeleteNote'];
    const sources = [
      'const { data } = useAdminGetOrder(client, id);',
      'useQuery(adminListOrdersQueryOptions(client, params));',
      'type Params = AdminDeleteNoteData; // useAdminDeleteNotes is another name',
    ];
    expect(unusedOperations(ids, sources)).toEqual(['AdminCreateNote', 'AdminDeleteNote']);
  });
});
