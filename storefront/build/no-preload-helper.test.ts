import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { noPreloadHelper, PLAIN_IMPORT, PRELOAD_HELPER_ID } from './no-preload-helper.ts';

const plugin = noPreloadHelper();
const load = plugin.load as (id: string) => string | undefined;
const generateBundle = plugin.generateBundle as (options: unknown, bundle: OutputBundle) => void;

function bundleOf(...chunks: { fileName: string; isEntry: boolean; css: string[] }[]) {
  return Object.fromEntries(
    chunks.map(({ fileName, isEntry, css }) => [
      fileName,
      { type: 'chunk', fileName, isEntry, viteMetadata: { importedCss: new Set(css) } },
    ]),
  ) as unknown as OutputBundle;
}

describe('noPreloadHelper', () => {
  it("answers Vite's preload helper with a plain import, and nothing else", () => {
    expect(load.call({}, PRELOAD_HELPER_ID)).toBe(PLAIN_IMPORT);
    expect(load.call({}, '/src/entry-client.tsx')).toBeUndefined();
  });

  it('lets the entry have its CSS', () => {
    const bundle = bundleOf(
      { fileName: 'entry.js', isEntry: true, css: ['entry.css'] },
      { fileName: 'cart.js', isEntry: false, css: [] },
    );
    expect(() => generateBundle.call({}, {}, bundle)).not.toThrow();
  });

  it('fails the build when a lazy chunk imports CSS, which the helper would have loaded', () => {
    const bundle = bundleOf(
      { fileName: 'entry.js', isEntry: true, css: [] },
      { fileName: 'checkout.js', isEntry: false, css: ['checkout.css'] },
    );
    expect(() => generateBundle.call({}, {}, bundle)).toThrow(/checkout\.js imports CSS/);
  });
});
