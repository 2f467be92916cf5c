import { readBoolean } from './values.ts';

/*
 * The two switches of a demo install. The embedded database is what `npm start` gives a
 * visitor, so it gets the demo store and its test cards by default; a `DATABASE_URL` means
 * a deployment, which gets neither unless the operator asks (server/README.md).
 */

/** `SEED_DEMO`, else true on the embedded database and false with `DATABASE_URL`. */
export function seedDemoDefault(env: NodeJS.ProcessEnv): boolean {
  return !env.DATABASE_URL;
}

/**
 * Whether `test-card` is installed: `PAYMENT_TEST_CARD` when set, else whether the demo
 * store is seeded. Read on every use (payments/providers.ts), so a test can change it with
 * `vi.stubEnv`; a value that start-up would refuse counts as off here.
 */
export function testCardPaymentsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const seedDemo = readBoolean('SEED_DEMO', env.SEED_DEMO, seedDemoDefault(env));
  const fallback = 'value' in seedDemo && seedDemo.value;
  const testCard = readBoolean('PAYMENT_TEST_CARD', env.PAYMENT_TEST_CARD, fallback);
  return 'value' in testCard && testCard.value;
}
