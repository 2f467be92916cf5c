-- Draft orders (issue 5, item 8): an order staff prepare for a customer. It owns a cart of
-- type 'draft_order' (items, addresses, shipping, discounts and the totals are the cart's)
-- until staff mark it paid, which turns the cart into an order (order_id) in one
-- transaction. Deleting an open draft removes its row and soft-deletes its cart.

-- display_id is its own sequence: draft numbers and order numbers are separate series.
CREATE SEQUENCE draft_order_display_id_seq;

CREATE TABLE draft_order (
  id text PRIMARY KEY,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed')),
  display_id integer NOT NULL UNIQUE DEFAULT nextval('draft_order_display_id_seq'),
  cart_id text UNIQUE REFERENCES cart (id),
  -- Unique: a draft becomes one order, and an order comes from at most one draft.
  order_id text UNIQUE REFERENCES "order" (id),
  canceled_at timestamptz,
  completed_at timestamptz,
  no_notification_order boolean,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A completed draft always names its order, an open one never does.
  CHECK ((status = 'completed') = (order_id IS NOT NULL))
);
ALTER SEQUENCE draft_order_display_id_seq OWNED BY draft_order.display_id;
CREATE INDEX draft_order_created_idx ON draft_order (created_at, id);

ALTER TABLE "order"
  ADD CONSTRAINT order_draft_order_fkey FOREIGN KEY (draft_order_id) REFERENCES draft_order (id);

-- A shipping price staff set by hand for a draft's method. The cart's refresh prices
-- methods from their option; the draft's own refresh puts these back after it.
CREATE TABLE draft_order_shipping_price (
  shipping_method_id text PRIMARY KEY REFERENCES shipping_method (id) ON DELETE CASCADE,
  price bigint NOT NULL CHECK (price >= 0)
);

-- `system`: the payment staff record when they mark a draft order paid (the money was
-- taken outside the store). It is never a region's provider, so shoppers never get a
-- session of it (see payments/system.ts).
INSERT INTO payment_provider (id) VALUES ('system');
