-- Claims (issue 9, item 3): staff answer a complaint about an order's fulfilled units with
-- a refund or with replacement items (new lines at price 0, fulfilled from stock). Claimed
-- units sent back travel as a return that points at the claim.
CREATE TABLE claim_order (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('refund', 'replace')),
  payment_status text NOT NULL DEFAULT 'na'
    CHECK (payment_status IN ('na', 'not_refunded', 'refunded')),
  fulfillment_status text NOT NULL DEFAULT 'not_fulfilled' CHECK (fulfillment_status IN (
    'not_fulfilled', 'partially_fulfilled', 'fulfilled', 'partially_shipped', 'shipped',
    'partially_returned', 'returned', 'canceled', 'requires_action'
  )),
  order_id text NOT NULL REFERENCES "order" (id),
  shipping_address_id text REFERENCES address (id),
  refund_amount bigint CHECK (refund_amount IS NULL OR refund_amount >= 0),
  canceled_at timestamptz,
  no_notification boolean,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  -- Only refund claims give money back.
  CHECK (type = 'refund' OR payment_status = 'na')
);
CREATE INDEX claim_order_order_idx ON claim_order (order_id, created_at, id);

CREATE TABLE claim_item (
  id text PRIMARY KEY,
  claim_order_id text NOT NULL REFERENCES claim_order (id),
  item_id text NOT NULL REFERENCES line_item (id),
  variant_id text NOT NULL,
  reason text NOT NULL
    CHECK (reason IN ('missing_item', 'wrong_item', 'production_failure', 'other')),
  note text,
  quantity integer NOT NULL CHECK (quantity >= 1),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX claim_item_claim_idx ON claim_item (claim_order_id);

CREATE TABLE claim_image (
  id text PRIMARY KEY,
  claim_item_id text NOT NULL REFERENCES claim_item (id),
  url text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX claim_image_item_idx ON claim_image (claim_item_id);

CREATE TABLE claim_tag (
  id text PRIMARY KEY,
  value text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX claim_tag_value_key ON claim_tag (value) WHERE deleted_at IS NULL;

CREATE TABLE claim_item_tags (
  item_id text NOT NULL REFERENCES claim_item (id) ON DELETE CASCADE,
  tag_id text NOT NULL REFERENCES claim_tag (id),
  PRIMARY KEY (item_id, tag_id)
);

ALTER TABLE "return"
  ADD CONSTRAINT return_claim_order_fkey FOREIGN KEY (claim_order_id) REFERENCES claim_order (id);
ALTER TABLE fulfillment
  ADD CONSTRAINT fulfillment_claim_order_fkey FOREIGN KEY (claim_order_id) REFERENCES claim_order (id);
ALTER TABLE refund
  ADD CONSTRAINT refund_claim_order_fkey FOREIGN KEY (claim_order_id) REFERENCES claim_order (id);
ALTER TABLE line_item
  ADD CONSTRAINT line_item_claim_order_fkey FOREIGN KEY (claim_order_id) REFERENCES claim_order (id);
CREATE INDEX line_item_claim_idx ON line_item (claim_order_id) WHERE claim_order_id IS NOT NULL;
ALTER TABLE shipping_method
  ADD CONSTRAINT shipping_method_claim_order_fkey
  FOREIGN KEY (claim_order_id) REFERENCES claim_order (id);
