-- Returns (issue 9, item 1): units of an order's lines a customer sends back. A return is
-- requested (by the shopper or the staff), then received (stock goes back to a location,
-- money back to the customer) or canceled. Claims and swaps point at returns later through
-- claim_order_id and swap_id (plain ids until those tables exist).
CREATE TABLE "return" (
  id text PRIMARY KEY,
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'received', 'requires_action', 'canceled')),
  order_id text REFERENCES "order" (id),
  swap_id text,
  claim_order_id text,
  location_id text REFERENCES stock_location (id),
  shipping_data jsonb,
  refund_amount bigint NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
  received_at timestamptz,
  no_notification boolean,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (order_id IS NOT NULL OR swap_id IS NOT NULL OR claim_order_id IS NOT NULL),
  CHECK ((status IN ('received', 'requires_action')) = (received_at IS NOT NULL))
);
CREATE INDEX return_order_idx ON "return" (order_id, created_at, id) WHERE order_id IS NOT NULL;
CREATE INDEX return_created_idx ON "return" (created_at, id);
CREATE INDEX return_claim_idx ON "return" (claim_order_id) WHERE claim_order_id IS NOT NULL;

-- One line of a return. `quantity` is what was requested until the return is received,
-- then what arrived; a line found only on receipt has is_requested = false.
CREATE TABLE return_item (
  return_id text NOT NULL REFERENCES "return" (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES line_item (id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  is_requested boolean NOT NULL DEFAULT true,
  requested_quantity integer CHECK (requested_quantity IS NULL OR requested_quantity >= 1),
  received_quantity integer CHECK (received_quantity IS NULL OR received_quantity >= 0),
  reason_id text REFERENCES return_reason (id),
  note text,
  metadata jsonb,
  PRIMARY KEY (return_id, item_id)
);
CREATE INDEX return_item_item_idx ON return_item (item_id);

ALTER TABLE refund
  ADD CONSTRAINT refund_return_fkey FOREIGN KEY (return_id) REFERENCES "return" (id);
CREATE INDEX refund_return_idx ON refund (return_id) WHERE return_id IS NOT NULL;
ALTER TABLE shipping_method
  ADD CONSTRAINT shipping_method_return_fkey FOREIGN KEY (return_id) REFERENCES "return" (id);
CREATE INDEX shipping_method_return_idx ON shipping_method (return_id)
  WHERE return_id IS NOT NULL;

-- Units returned per line never pass what was fulfilled.
ALTER TABLE line_item ADD CONSTRAINT line_item_returned_quantity_check
  CHECK (returned_quantity IS NULL OR returned_quantity BETWEEN 0 AND coalesce(fulfilled_quantity, 0));
