-- Return reasons (issue 9, item 1): what a customer can give as the reason for a return,
-- e.g. `wrong_size`. One level of nesting: a reason may sit under a top-level reason.
-- Soft-deleted; `value` is unique among the live reasons, so a deleted value can be reused.
CREATE TABLE return_reason (
  id text PRIMARY KEY,
  value text NOT NULL,
  label text NOT NULL,
  description text,
  parent_return_reason_id text REFERENCES return_reason (id),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX return_reason_value_key ON return_reason (value) WHERE deleted_at IS NULL;
CREATE INDEX return_reason_parent_idx ON return_reason (parent_return_reason_id)
  WHERE parent_return_reason_id IS NOT NULL;
