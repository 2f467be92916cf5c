import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The app's index.html as a document, for tests of what it holds before the app runs. Read
 * from the package folder, where `npm test` runs.
 */
export const indexHtml = new DOMParser().parseFromString(
  readFileSync(resolve(process.cwd(), 'index.html'), 'utf8'),
  'text/html',
);
