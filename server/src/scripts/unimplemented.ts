/**
 * Prints the operations that still answer 501. `--write` updates the committed list
 * (unimplemented-operations.txt), `--check` fails when the list and the code disagree.
 */
import {
  readUnimplementedList,
  UNIMPLEMENTED_FILE,
  unimplementedOperations,
  writeUnimplementedList,
} from '../http/coverage.ts';
import { specOperations } from '../http/spec.ts';
import { handlers } from '../domains/handlers.ts';

const missing = unimplementedOperations(handlers);
const total = specOperations().length;

if (process.argv.includes('--write')) {
  writeUnimplementedList(missing);
  console.log(`Wrote ${missing.length} operations to ${UNIMPLEMENTED_FILE}`);
} else if (process.argv.includes('--check')) {
  const listed = readUnimplementedList();
  const grown = missing.filter((id) => !listed.includes(id));
  const stale = listed.filter((id) => !missing.includes(id));
  if (grown.length > 0) console.error(`Without a handler and not listed: ${grown.join(', ')}`);
  if (stale.length > 0) console.error(`Implemented now, take off the list: ${stale.join(', ')}`);
  if (grown.length > 0 || stale.length > 0) process.exit(1);
  console.log(`${missing.length} of ${total} operations answer 501; the list is up to date.`);
} else {
  for (const id of missing) console.log(id);
  console.log(`\n${missing.length} of ${total} operations answer 501 (not implemented).`);
}
