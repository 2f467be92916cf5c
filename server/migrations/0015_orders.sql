-- Orders (issue 5): what completing a cart creates. The order takes over the cart's line
-- items, shipping methods and addresses (their rows get its id), its payment, and the
-- discounts and gift cards it was placed with.

-- display_id is the human order number: a sequence, so several instances never hand out
-- the same one (a rolled back completion leaves a gap, which is harmless).
CREATE SEQUENCE order_display_id_seq;

-- cart_id is unique: whatever happens (retries, concurrent completions, several
-- instances), one cart never becomes two orders.
CREATE TABLE "order" (
  id text PRIMARY KEY,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'completed', 'archived', 'canceled', 'requires_action')),
  fulfillment_status text NOT NULL DEFAULT 'not_fulfilled' CHECK (fulfillment_status IN (
    'not_fulfilled', 'partially_fulfilled', 'fulfilled', 'partially_shipped', 'shipped',
    'partially_returned', 'returned', 'canceled', 'requires_action'
  )),
  payment_status text NOT NULL DEFAULT 'not_paid' CHECK (payment_status IN (
    'not_paid', 'awaiting', 'captured', 'partially_refunded', 'refunded', 'canceled',
    'requires_action'
  )),
  display_id integer NOT NULL UNIQUE DEFAULT nextval('order_display_id_seq'),
  cart_id text UNIQUE REFERENCES cart (id),
  customer_id text NOT NULL REFERENCES customer (id),
  email text NOT NULL,
  billing_address_id text REFERENCES address (id),
  shipping_address_id text REFERENCES address (id),
  region_id text NOT NULL REFERENCES region (id),
  currency_code text NOT NULL REFERENCES currency (code),
  tax_rate double precision,
  draft_order_id text,
  sales_channel_id text REFERENCES sales_channel (id),
  canceled_at timestamptz,
  no_notification boolean,
  idempotency_key text,
  external_id text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE order_display_id_seq OWNED BY "order".display_id;
CREATE INDEX order_customer_idx ON "order" (customer_id, created_at, id);
CREATE INDEX order_created_idx ON "order" (created_at, id);
CREATE INDEX order_email_idx ON "order" (email);

CREATE TABLE order_discount (
  order_id text NOT NULL REFERENCES "order" (id) ON DELETE CASCADE,
  discount_id text NOT NULL REFERENCES discount (id),
  PRIMARY KEY (order_id, discount_id)
);

CREATE TABLE order_gift_card (
  order_id text NOT NULL REFERENCES "order" (id) ON DELETE CASCADE,
  gift_card_id text NOT NULL REFERENCES gift_card (id),
  PRIMARY KEY (order_id, gift_card_id)
);

ALTER TABLE line_item
  ADD CONSTRAINT line_item_order_fkey FOREIGN KEY (order_id) REFERENCES "order" (id);
CREATE INDEX line_item_order_idx ON line_item (order_id, created_at, id)
  WHERE order_id IS NOT NULL;
ALTER TABLE shipping_method
  ADD CONSTRAINT shipping_method_order_fkey FOREIGN KEY (order_id) REFERENCES "order" (id);
CREATE INDEX shipping_method_order_idx ON shipping_method (order_id) WHERE order_id IS NOT NULL;

-- An authorized payment. amount_refunded never passes amount; one payment per cart.
CREATE TABLE payment (
  id text PRIMARY KEY,
  swap_id text,
  cart_id text REFERENCES cart (id),
  order_id text REFERENCES "order" (id),
  amount bigint NOT NULL CHECK (amount >= 0),
  currency_code text NOT NULL REFERENCES currency (code),
  amount_refunded bigint NOT NULL DEFAULT 0
    CHECK (amount_refunded >= 0 AND amount_refunded <= amount),
  provider_id text NOT NULL REFERENCES payment_provider (id),
  data jsonb NOT NULL DEFAULT '{}',
  captured_at timestamptz,
  canceled_at timestamptz,
  idempotency_key text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_cart_key ON payment (cart_id) WHERE cart_id IS NOT NULL;
CREATE INDEX payment_order_idx ON payment (order_id) WHERE order_id IS NOT NULL;
ALTER TABLE cart
  ADD CONSTRAINT cart_payment_fkey FOREIGN KEY (payment_id) REFERENCES payment (id);

-- What an order took off a gift card's balance (the balance itself is on gift_card).
CREATE TABLE gift_card_transaction (
  id text PRIMARY KEY,
  gift_card_id text NOT NULL REFERENCES gift_card (id),
  order_id text NOT NULL REFERENCES "order" (id),
  amount bigint NOT NULL CHECK (amount > 0),
  is_taxable boolean,
  tax_rate double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (gift_card_id, order_id)
);
CREATE INDEX gift_card_transaction_order_idx ON gift_card_transaction (order_id);
