-- Price lists (issue 9, item 5): sets of prices that discount (`sale`) or replace
-- (`override`) the variants' default prices, optionally for some customer groups and a
-- time window. Only `active` lists that are inside their window price anything.
CREATE TABLE price_list (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL CHECK (type IN ('sale', 'override')),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('active', 'draft')),
  starts_at timestamptz,
  ends_at timestamptz,
  includes_tax boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);
CREATE INDEX price_list_created_idx ON price_list (created_at, id) WHERE deleted_at IS NULL;

-- A list with no rows here is for every customer. A group that is later deleted keeps its
-- rows (the service soft-deletes groups): the list then applies to nobody rather than
-- silently becoming public.
CREATE TABLE price_list_customer_group (
  price_list_id text NOT NULL REFERENCES price_list (id) ON DELETE CASCADE,
  customer_group_id text NOT NULL REFERENCES customer_group (id) ON DELETE CASCADE,
  PRIMARY KEY (price_list_id, customer_group_id)
);
CREATE INDEX price_list_customer_group_group_idx ON price_list_customer_group (customer_group_id);

-- A list's prices are rows of money_amount with price_list_id set, not a table of their
-- own: the wire format already shows them as MoneyAmount with `price_list_id` (on the list
-- and among a variant's `prices`), and pricing a page of variants reads every candidate
-- price (default and list) in one indexed query on variant_id instead of two. The
-- variant's own price writes replace only the rows whose price_list_id is null.
ALTER TABLE money_amount
  ADD CONSTRAINT money_amount_price_list_fk
  FOREIGN KEY (price_list_id) REFERENCES price_list (id) ON DELETE CASCADE;
CREATE INDEX money_amount_price_list_idx ON money_amount (price_list_id, variant_id)
  WHERE deleted_at IS NULL AND price_list_id IS NOT NULL;
