-- Bookkeeping of the migration runner (server/src/db/migrate.ts): one row per applied file.
CREATE TABLE IF NOT EXISTS migrations (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);

-- The store's settings (schema Store of openapi/). One row; the API has no way to create
-- another, so it is seeded here rather than on first start, which would race when several
-- server instances start against one database.
CREATE TABLE store (
  id text PRIMARY KEY,
  name text NOT NULL,
  default_currency_code text NOT NULL CHECK (default_currency_code = lower(default_currency_code)),
  swap_link_template text,
  payment_link_template text,
  invite_link_template text,
  default_sales_channel_id text,
  default_location_id text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The id follows api-conventions.md (prefix and a unique part); 26 hex characters stand in
-- for the sortable part, as a single row never needs ordering.
INSERT INTO store (id, name, default_currency_code)
VALUES ('store_' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 26)), 'Commerce Store', 'usd');
