-- Swaps (issue 9, item 2): the customer sends units of an order back (a return pointing at
-- the swap) and receives new variants (line items owned by the swap). difference_due is
-- what the new items cost less the paid value of the returned units: charged when above
-- zero, refunded when below.
CREATE TABLE swap (
  id text PRIMARY KEY,
  fulfillment_status text NOT NULL DEFAULT 'not_fulfilled' CHECK (fulfillment_status IN (
    'not_fulfilled', 'fulfilled', 'shipped', 'partially_shipped', 'canceled', 'requires_action'
  )),
  payment_status text NOT NULL DEFAULT 'not_paid' CHECK (payment_status IN (
    'not_paid', 'awaiting', 'captured', 'confirmed', 'canceled', 'difference_refunded',
    'partially_refunded', 'refunded', 'requires_action'
  )),
  order_id text NOT NULL REFERENCES "order" (id),
  difference_due bigint,
  shipping_address_id text REFERENCES address (id),
  cart_id text REFERENCES cart (id),
  confirmed_at timestamptz,
  canceled_at timestamptz,
  no_notification boolean,
  allow_backorder boolean NOT NULL DEFAULT true,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX swap_order_idx ON swap (order_id, created_at, id);
CREATE INDEX swap_created_idx ON swap (created_at, id);
CREATE UNIQUE INDEX swap_cart_key ON swap (cart_id) WHERE cart_id IS NOT NULL;

ALTER TABLE "return"
  ADD CONSTRAINT return_swap_fkey FOREIGN KEY (swap_id) REFERENCES swap (id);
CREATE INDEX return_swap_idx ON "return" (swap_id) WHERE swap_id IS NOT NULL;
ALTER TABLE line_item
  ADD CONSTRAINT line_item_swap_fkey FOREIGN KEY (swap_id) REFERENCES swap (id);
CREATE INDEX line_item_swap_idx ON line_item (swap_id) WHERE swap_id IS NOT NULL;
ALTER TABLE shipping_method
  ADD CONSTRAINT shipping_method_swap_fkey FOREIGN KEY (swap_id) REFERENCES swap (id);
ALTER TABLE fulfillment
  ADD CONSTRAINT fulfillment_swap_fkey FOREIGN KEY (swap_id) REFERENCES swap (id);
ALTER TABLE refund
  ADD CONSTRAINT refund_swap_fkey FOREIGN KEY (swap_id) REFERENCES swap (id);
ALTER TABLE payment
  ADD CONSTRAINT payment_swap_fkey FOREIGN KEY (swap_id) REFERENCES swap (id);
