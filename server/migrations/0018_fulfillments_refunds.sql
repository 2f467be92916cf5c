-- Fulfillments, shipments and refunds (issue 5, item 7): staff fulfil an order's items from
-- a stock location, ship them with tracking numbers, capture its payments and refund them.
-- Fulfillments and refunds point at an order and, for the after-sales work that comes
-- later, at a swap, a claim or a return (plain nullable ids here; those tables add their
-- foreign keys when they exist).

CREATE TABLE fulfillment (
  id text PRIMARY KEY,
  order_id text REFERENCES "order" (id),
  swap_id text,
  claim_order_id text,
  provider_id text NOT NULL REFERENCES fulfillment_provider (id),
  location_id text REFERENCES stock_location (id),
  -- Legacy copy of the tracking links' numbers, as the wire format keeps it.
  tracking_numbers jsonb NOT NULL DEFAULT '[]',
  data jsonb NOT NULL DEFAULT '{}',
  shipped_at timestamptz,
  canceled_at timestamptz,
  no_notification boolean,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (order_id IS NOT NULL OR swap_id IS NOT NULL OR claim_order_id IS NOT NULL),
  -- A shipped fulfillment is never canceled (its goods left the building).
  CHECK (shipped_at IS NULL OR canceled_at IS NULL)
);
CREATE INDEX fulfillment_order_idx ON fulfillment (order_id, created_at, id)
  WHERE order_id IS NOT NULL;
CREATE INDEX fulfillment_swap_idx ON fulfillment (swap_id) WHERE swap_id IS NOT NULL;
CREATE INDEX fulfillment_claim_idx ON fulfillment (claim_order_id) WHERE claim_order_id IS NOT NULL;

CREATE TABLE fulfillment_item (
  fulfillment_id text NOT NULL REFERENCES fulfillment (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES line_item (id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (fulfillment_id, item_id)
);
CREATE INDEX fulfillment_item_item_idx ON fulfillment_item (item_id);

-- The units of each inventory item a fulfillment took from its location, per line: a
-- canceled fulfillment (or, later, a received return) puts back exactly these, even when
-- the variant's inventory links changed since.
CREATE TABLE fulfillment_stock (
  fulfillment_id text NOT NULL REFERENCES fulfillment (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES line_item (id),
  inventory_item_id text NOT NULL REFERENCES inventory_item (id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (fulfillment_id, item_id, inventory_item_id)
);

CREATE TABLE tracking_link (
  id text PRIMARY KEY,
  fulfillment_id text NOT NULL REFERENCES fulfillment (id) ON DELETE CASCADE,
  tracking_number text NOT NULL,
  url text,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX tracking_link_fulfillment_idx ON tracking_link (fulfillment_id);

-- Units fulfilled and shipped per line never pass what was ordered (resp. fulfilled).
ALTER TABLE line_item ADD CONSTRAINT line_item_fulfilled_quantity_check
  CHECK (fulfilled_quantity IS NULL OR fulfilled_quantity BETWEEN 0 AND quantity);
ALTER TABLE line_item ADD CONSTRAINT line_item_shipped_quantity_check
  CHECK (shipped_quantity IS NULL OR shipped_quantity BETWEEN 0 AND coalesce(fulfilled_quantity, 0));

-- Money given back. The payment's amount_refunded is raised in the same transaction, under
-- the payment's row lock; with the checks below no refund can take a payment past what was
-- captured, whatever runs concurrently.
CREATE TABLE refund (
  id text PRIMARY KEY,
  order_id text REFERENCES "order" (id),
  payment_id text REFERENCES payment (id),
  return_id text,
  swap_id text,
  claim_order_id text,
  amount bigint NOT NULL CHECK (amount > 0),
  note text,
  reason text NOT NULL CHECK (reason IN ('discount', 'return', 'swap', 'claim', 'other')),
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (order_id IS NOT NULL OR payment_id IS NOT NULL)
);
CREATE INDEX refund_order_idx ON refund (order_id, created_at, id) WHERE order_id IS NOT NULL;
CREATE INDEX refund_payment_idx ON refund (payment_id) WHERE payment_id IS NOT NULL;

-- 0015 already keeps amount_refunded <= amount; only captured money can be refunded, and a
-- captured payment is not canceled.
ALTER TABLE payment ADD CONSTRAINT payment_refund_captured_check
  CHECK (amount_refunded = 0 OR captured_at IS NOT NULL);
ALTER TABLE payment ADD CONSTRAINT payment_captured_or_canceled_check
  CHECK (captured_at IS NULL OR canceled_at IS NULL);

-- The admin order list: every filter it offers comes with the list's sort (created_at, id),
-- so a page is an index range scan rather than a sort of the whole table.
CREATE INDEX order_updated_idx ON "order" (updated_at, id);
CREATE INDEX order_status_idx ON "order" (status, created_at, id);
CREATE INDEX order_payment_status_idx ON "order" (payment_status, created_at, id);
CREATE INDEX order_fulfillment_status_idx ON "order" (fulfillment_status, created_at, id);
CREATE INDEX order_region_idx ON "order" (region_id, created_at, id);
CREATE INDEX order_sales_channel_idx ON "order" (sales_channel_id, created_at, id)
  WHERE sales_channel_id IS NOT NULL;

