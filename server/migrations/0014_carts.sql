-- Carts (issue 5): a shopper's cart with its line items, the discount adjustments and tax
-- lines computed for them, the chosen shipping methods and the payment sessions. Money is
-- integer minor units (bigint). Line items and shipping methods outlive the cart: completing
-- it gives them an order_id (0015), so an order's lines are the cart's lines.

-- Addresses of carts (and later orders) are rows of `address` (0002) with customer_id
-- null; a customer's saved address is copied, never shared, so editing it later leaves
-- placed orders alone.
CREATE TABLE cart (
  id text PRIMARY KEY,
  email text,
  region_id text NOT NULL REFERENCES region (id),
  customer_id text REFERENCES customer (id),
  sales_channel_id text REFERENCES sales_channel (id),
  billing_address_id text REFERENCES address (id),
  shipping_address_id text REFERENCES address (id),
  -- The payment created on completion (payment comes in 0015, which adds the key).
  payment_id text,
  type text NOT NULL DEFAULT 'default'
    CHECK (type IN ('default', 'swap', 'draft_order', 'payment_link', 'claim')),
  completed_at timestamptz,
  payment_authorized_at timestamptz,
  idempotency_key text,
  context jsonb,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX cart_customer_idx ON cart (customer_id) WHERE customer_id IS NOT NULL;

-- product_id is kept beside variant_id (not on the wire): shipping profiles, discount
-- conditions and tax overrides are decided by the product.
CREATE TABLE line_item (
  id text PRIMARY KEY,
  cart_id text REFERENCES cart (id),
  order_id text,
  swap_id text,
  claim_order_id text,
  original_item_id text,
  order_edit_id text,
  title text NOT NULL,
  description text,
  thumbnail text,
  is_return boolean NOT NULL DEFAULT false,
  is_giftcard boolean NOT NULL DEFAULT false,
  should_merge boolean NOT NULL DEFAULT true,
  allow_discounts boolean NOT NULL DEFAULT true,
  has_shipping boolean,
  unit_price bigint NOT NULL CHECK (unit_price >= 0),
  variant_id text REFERENCES product_variant (id),
  product_id text REFERENCES product (id),
  quantity integer NOT NULL CHECK (quantity >= 0),
  fulfilled_quantity integer,
  returned_quantity integer,
  shipped_quantity integer,
  includes_tax boolean NOT NULL DEFAULT false,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX line_item_cart_idx ON line_item (cart_id, created_at, id);
CREATE INDEX line_item_variant_idx ON line_item (variant_id);

-- What a discount takes off a line: rewritten whenever the cart changes, frozen with the
-- order. One adjustment per discount and line.
CREATE TABLE line_item_adjustment (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES line_item (id) ON DELETE CASCADE,
  description text NOT NULL,
  discount_id text REFERENCES discount (id),
  amount bigint NOT NULL CHECK (amount >= 0),
  metadata jsonb,
  UNIQUE (item_id, discount_id)
);

-- rate is a percentage, as TaxRate.rate and region.tax_rate.
CREATE TABLE line_item_tax_line (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES line_item (id) ON DELETE CASCADE,
  rate double precision NOT NULL,
  name text NOT NULL,
  code text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX line_item_tax_line_item_idx ON line_item_tax_line (item_id);

CREATE TABLE cart_discount (
  cart_id text NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
  discount_id text NOT NULL REFERENCES discount (id),
  PRIMARY KEY (cart_id, discount_id)
);

CREATE TABLE cart_gift_card (
  cart_id text NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
  gift_card_id text NOT NULL REFERENCES gift_card (id),
  PRIMARY KEY (cart_id, gift_card_id)
);

-- price is what the option costs the cart (0 under a free-shipping discount).
CREATE TABLE shipping_method (
  id text PRIMARY KEY,
  shipping_option_id text NOT NULL REFERENCES shipping_option (id),
  order_id text,
  claim_order_id text,
  cart_id text REFERENCES cart (id),
  swap_id text,
  return_id text,
  price bigint NOT NULL CHECK (price >= 0),
  data jsonb NOT NULL DEFAULT '{}',
  includes_tax boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipping_method_cart_idx ON shipping_method (cart_id);

CREATE TABLE shipping_method_tax_line (
  id text PRIMARY KEY,
  shipping_method_id text NOT NULL REFERENCES shipping_method (id) ON DELETE CASCADE,
  rate double precision NOT NULL,
  name text NOT NULL,
  code text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipping_method_tax_line_method_idx ON shipping_method_tax_line (shipping_method_id);

-- One session per provider and cart; at most one of a cart's sessions is selected.
CREATE TABLE payment_session (
  id text PRIMARY KEY,
  cart_id text REFERENCES cart (id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES payment_provider (id),
  is_selected boolean,
  is_initiated boolean NOT NULL DEFAULT false,
  status text NOT NULL
    CHECK (status IN ('authorized', 'pending', 'requires_more', 'error', 'canceled')),
  data jsonb NOT NULL DEFAULT '{}',
  idempotency_key text,
  amount bigint,
  payment_authorized_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_session_cart_provider_key
  ON payment_session (cart_id, provider_id) WHERE cart_id IS NOT NULL;
CREATE UNIQUE INDEX payment_session_cart_selected_key
  ON payment_session (cart_id) WHERE is_selected;
