import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Tests of server rendering run in Node (`@vitest-environment node`): no window there.
const browser = typeof window !== 'undefined';

// jsdom has no scrolling; the router's scroll restoration calls this on every navigation.
if (browser) window.scrollTo = () => {};

// The machine is shared and slow at times: wait up to 5 s for what a test looks for.
configure({ asyncUtilTimeout: 5000 });

// Each test starts as a first visit: no remembered region, cart or language.
beforeEach(() => {
  if (browser) window.localStorage.clear();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
