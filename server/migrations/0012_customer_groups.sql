-- Customer groups: named sets of customers that discount conditions (0013) and price lists
-- target. Groups are soft-deleted like customers; a deleted group's memberships are removed
-- by the service, so only live groups have members.
CREATE TABLE customer_group (
  id text PRIMARY KEY,
  name text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- A name is unique among live groups; a deleted group's name can be used again.
CREATE UNIQUE INDEX customer_group_name_key ON customer_group (name) WHERE deleted_at IS NULL;
CREATE INDEX customer_group_created_idx ON customer_group (created_at, id) WHERE deleted_at IS NULL;

CREATE TABLE customer_group_customer (
  customer_group_id text NOT NULL REFERENCES customer_group (id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_group_id, customer_id)
);
-- A customer's groups (the `groups` expansion, discount eligibility at checkout).
CREATE INDEX customer_group_customer_customer_idx ON customer_group_customer (customer_id);
