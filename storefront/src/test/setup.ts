import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// jsdom has no scrolling; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

// The machine is shared and slow at times: wait up to 5 s for what a test looks for.
configure({ asyncUtilTimeout: 5000 });

// Each test starts as a first visit: no remembered region, cart or language.
beforeEach(() => window.localStorage.clear());

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
