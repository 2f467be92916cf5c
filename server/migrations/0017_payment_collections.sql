-- Payment collections (issue 5, item 3): an amount collected outside a cart (e.g. what an
-- order edit adds), paid with payment sessions of its own. A session belongs to a cart or
-- to a collection; a payment made from a collection's session keeps the collection's id.
CREATE TABLE payment_collection (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('order_edit')),
  status text NOT NULL DEFAULT 'not_paid'
    CHECK (status IN ('not_paid', 'awaiting', 'authorized', 'partially_authorized', 'canceled')),
  description text,
  amount bigint NOT NULL CHECK (amount >= 0),
  authorized_amount bigint CHECK (authorized_amount >= 0),
  region_id text NOT NULL REFERENCES region (id),
  currency_code text NOT NULL REFERENCES currency (code),
  created_by text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

ALTER TABLE payment_session
  ADD COLUMN payment_collection_id text REFERENCES payment_collection (id) ON DELETE CASCADE;
CREATE INDEX payment_session_collection_idx
  ON payment_session (payment_collection_id) WHERE payment_collection_id IS NOT NULL;

ALTER TABLE payment ADD COLUMN payment_collection_id text REFERENCES payment_collection (id);
-- One payment per authorized session of a collection, whatever retries happen.
ALTER TABLE payment ADD COLUMN payment_session_id text REFERENCES payment_session (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX payment_session_key ON payment (payment_session_id)
  WHERE payment_session_id IS NOT NULL;
CREATE INDEX payment_collection_payment_idx
  ON payment (payment_collection_id) WHERE payment_collection_id IS NOT NULL;
