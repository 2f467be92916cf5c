-- Issue 22: the rate limits of the auth operations and the guest order lookup, shared by
-- every instance on this database (resources/auth/rate-limit-store.ts). One row per
-- operation and client address: the hits of its current window and when that window ends.
-- UNLOGGED: a hit is not worth a WAL record, and a crash that empties the table only gives
-- every client a fresh window.
CREATE UNLOGGED TABLE rate_limit (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
-- Pruning deletes the windows that have ended.
CREATE INDEX rate_limit_reset_at_idx ON rate_limit (reset_at);
