import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/*
 * The built apps' files. @fastify/static without its wildcard made one GET and HEAD route
 * per file (about 2 400 with the .br and .gz copies), which took most of a 16 s start and
 * tens of MB of route objects. Here each app is one wildcard route that looks the path up in
 * a list of the app's files read once at start: the same files are served, as before only
 * those present at start (a rebuilt app needs a restart), and anything else goes to the
 * not-found handler (the SPA fallback or the API's JSON 404) as it did when no route matched.
 */

/** A built app: its folder, and the URL prefix it is served under (`/`, `/app/`). */
export interface StaticApp {
  root: string;
  prefix: string;
}

/**
 * Where the specification has the apps' translation files (section 7, "Translation
 * files"): `public/locales/{lng}/{ns}.json` relative to the app's base. Vite copies an
 * app's `public/` folder to the root of its build, so the files are at `locales/…` in it;
 * both paths answer the same file, the built one as an alias for older pages.
 */
export const TRANSLATION_FILES_PATH = 'public/locales/';
const BUILT_TRANSLATION_FILES = 'locales/';

/** Each path an app answers, to the file (relative to its root) that answers it. */
export function servedPaths(files: ReadonlySet<string>): Map<string, string> {
  const served = new Map<string, string>();
  for (const file of files) {
    served.set(file, file);
    if (file.startsWith(BUILT_TRANSLATION_FILES)) {
      served.set(TRANSLATION_FILES_PATH + file.slice(BUILT_TRANSLATION_FILES.length), file);
    }
  }
  return served;
}

/**
 * The paths of an app's files relative to its root, with `/` separators
 * (`assets/app.js`). Dot-files and dot-folders are left out, as @fastify/static's glob did.
 */
export function appFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    const path = relative(root, file).split(sep).join('/');
    if (path.split('/').some((segment) => segment.startsWith('.'))) continue;
    // A symbolic link counts for what it points at, as the glob followed links.
    if (
      entry.isFile() ||
      (entry.isSymbolicLink() && statSync(file, { throwIfNoEntry: false })?.isFile())
    ) {
      files.add(path);
    }
  }
  return files;
}

/**
 * Serves each app's files from disk under its prefix, the precompressed `.br`/`.gz` copy
 * when the client takes it (http/precompress.ts writes them). Also gives `reply.sendFile`,
 * which the SPA fallback uses for the admin's index.html.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  apps: readonly StaticApp[],
): Promise<void> {
  const [first] = apps;
  if (!first) return;
  // Only the reply decorator and the send options: the routes are the ones below.
  await app.register(fastifyStatic, {
    root: first.root,
    serve: false,
    preCompressed: true,
    index: false,
  });
  for (const { root, prefix } of apps) {
    const served = servedPaths(appFiles(root));
    app.route({
      method: ['GET', 'HEAD'],
      url: `${prefix}*`,
      handler: (request, reply) => {
        const file = served.get((request.params as { '*': string })['*']);
        if (file === undefined) return reply.callNotFound();
        return reply.sendFile(file, root);
      },
    });
  }
}
