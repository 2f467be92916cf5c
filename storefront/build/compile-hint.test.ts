import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompile } from './compile-hint.ts';

describe('eagerCompile', () => {
  it('puts the compile hint first in the named chunk and leaves the others as they are', () => {
    const bundle = {
      'app-1.js': { type: 'chunk', name: 'app', code: 'export const a=1;' },
      'checkout-2.js': { type: 'chunk', name: 'checkout', code: 'export const b=2;' },
      'app-3.css': { type: 'asset', name: 'app', source: 'a{}' },
    } as unknown as OutputBundle;
    const hook = eagerCompile('app').generateBundle as {
      handler: (o: unknown, b: OutputBundle) => void;
    };
    hook.handler.call({}, {}, bundle);
    expect(bundle['app-1.js']).toMatchObject({ code: `${EAGER_COMPILE_HINT}export const a=1;` });
    expect(bundle['checkout-2.js']).toMatchObject({ code: 'export const b=2;' });
    expect(bundle['app-3.css']).toMatchObject({ source: 'a{}' });
  });
});
