-- Issue 24: the answers to POSTs sent with an Idempotency-Key (src/http/idempotency.ts), in
-- the database so every instance on it sees them. One row per caller and key: claimed when
-- the first request starts (status NULL while it runs), then holding its answer until it
-- expires. `fingerprint` is a hash of the method, path and body the key was first used with.
CREATE TABLE idempotency_key (
  caller text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  -- Who holds the row while the request runs: only that request writes its answer.
  claim text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  status integer,
  headers jsonb,
  body text,
  PRIMARY KEY (caller, key)
);
-- Pruning deletes the expired rows.
CREATE INDEX idempotency_key_expires_at_idx ON idempotency_key (expires_at);
