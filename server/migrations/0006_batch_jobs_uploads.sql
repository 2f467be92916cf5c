-- Batch jobs (schema BatchJob of openapi/) and the file service's signing secret.
-- created_by is a user id (usr_…); the users table belongs to another migration, so the
-- foreign key is left for a later one.
CREATE TABLE batch_job (
  id text PRIMARY KEY,
  type text NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (
    status IN ('created', 'pre_processed', 'confirmed', 'processing', 'completed', 'canceled', 'failed')
  ),
  created_by text,
  context jsonb NOT NULL DEFAULT '{}'::jsonb,
  dry_run boolean NOT NULL DEFAULT false,
  result jsonb,
  pre_processed_at timestamptz,
  processing_at timestamptz,
  confirmed_at timestamptz,
  completed_at timestamptz,
  canceled_at timestamptz,
  failed_at timestamptz,
  -- The worker's lease (server/src/jobs/worker.ts): which worker holds the job and until
  -- when; an expired lease (a crashed instance) lets another worker take the job again.
  locked_by text,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE INDEX batch_job_created_by_idx ON batch_job (created_by, created_at);
-- The worker's claim query scans only the jobs that have work left.
CREATE INDEX batch_job_pending_idx ON batch_job (created_at)
  WHERE status IN ('created', 'confirmed', 'processing');

-- One secret per install for signed download URLs when UPLOAD_SECRET is not set. Seeded
-- here rather than on first start so that several instances share it without a race.
CREATE TABLE file_service_secret (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
INSERT INTO file_service_secret (id, secret)
VALUES (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
