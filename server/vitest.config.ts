import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Starting a PGlite (or a private PostgreSQL cluster) takes seconds, more on a busy machine.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    // Files share their worker's module graph instead of importing the whole server again
    // each (about 2 s a file). Measured on the full suite, 2 cores: 11 min of CPU isolated,
    // under 4 min shared. Tests keep no state in modules; env changes use vi.stubEnv.
    isolate: false,
    // Password hashes at the cost of production (scrypt N = 2^17, about a second each on 2
    // cores) would make the suite crawl; see domains/people/auth/password.ts.
    // The tests pay with the test cards on PostgreSQL too, where a server would switch
    // them off by default (settings/demo-defaults.ts); tests of that switch stub it.
    env: { PASSWORD_SCRYPT_N: String(2 ** 10), PAYMENT_TEST_CARD: 'true' },
    projects: [
      // Every test on the embedded PGlite, the default database of `npm start`.
      { extends: true, test: { name: 'pglite', include: ['src/**/*.test.ts'] } },
      // The tests that use a test database again on a real PostgreSQL server (issue 4: the
      // suite runs on both), one schema per file; `DATABASE_URL` picks the server.
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [
            'src/app.test.ts',
            'src/db/prepared-read.test.ts',
            'src/db/one-plan-list.test.ts',
            'src/db/shaped-writes.test.ts',
            'src/http/**/*.test.ts',
            'src/jobs/product-jobs.test.ts',
            'src/domains/**/*.test.ts',
            'src/notifications/**/*.test.ts',
            'src/seed/first-start.test.ts',
            'src/payments/test-card-switch.test.ts',
          ],
          exclude: [
            ...configDefaults.exclude,
            // These start their own PostgreSQL or PGlite, or touch no database at all.
            '**/postgres.test.ts',
            '**/instances.test.ts',
            '**/migration.test.ts',
            'src/http/serialize.test.ts',
            'src/http/coverage.test.ts',
            'src/http/size-keywords.test.ts',
            'src/domains/promotions/discounts/duration.test.ts',
            'src/domains/promotions/discounts/evaluate.test.ts',
            'src/domains/promotions/gift-cards/codes.test.ts',
            'src/domains/settings/uploads/config.test.ts',
            'src/domains/settings/uploads/s3-storage.test.ts',
          ],
          globalSetup: ['src/test/postgres-setup.ts'],
        },
      },
    ],
  },
});
