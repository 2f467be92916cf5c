import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** An import from one feature folder into another (house style 2 forbids them). */
export interface CrossFeatureImport {
  file: string;
  imports: string;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

/** The feature a path under `featuresDir` belongs to, or undefined outside of it. */
function featureOf(featuresDir: string, path: string): string | undefined {
  const rest = relative(featuresDir, path);
  if (rest.startsWith('..')) return undefined;
  return rest.split(sep)[0];
}

/** Every relative import in `featuresDir` that reaches into a different feature. */
export function crossFeatureImports(featuresDir: string): CrossFeatureImport[] {
  const found: CrossFeatureImport[] = [];
  for (const entry of readdirSync(featuresDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const own = featureOf(featuresDir, file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier) continue;
      const target = featureOf(featuresDir, resolve(dirname(file), specifier));
      if (target !== undefined && target !== own) {
        found.push({ file: relative(featuresDir, file), imports: specifier });
      }
    }
  }
  return found;
}
