-- Discounts and gift cards: the two reductions a shopper redeems by a code at checkout.
-- Money is integer minor units (bigint); discounts and gift cards are soft-deleted, so
-- orders that used them keep their ids.

-- What a discount takes off. Generated codes of a dynamic discount share its rule, so a
-- rule can belong to several discounts.
CREATE TABLE discount_rule (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('percentage', 'fixed', 'free_shipping')),
  description text,
  value bigint NOT NULL CHECK (value >= 0),
  allocation text CHECK (allocation IN ('total', 'item')),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'percentage' OR value <= 100)
);

-- Codes are stored upper case, so the unique index also makes them case-insensitive.
CREATE TABLE discount (
  id text PRIMARY KEY,
  code text NOT NULL CHECK (code = upper(code) AND code <> ''),
  is_dynamic boolean NOT NULL DEFAULT false,
  rule_id text NOT NULL REFERENCES discount_rule (id),
  is_disabled boolean NOT NULL DEFAULT false,
  parent_discount_id text REFERENCES discount (id),
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  valid_duration text,
  usage_limit integer CHECK (usage_limit >= 1),
  usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE UNIQUE INDEX discount_code_key ON discount (code) WHERE deleted_at IS NULL;
CREATE INDEX discount_created_idx ON discount (created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX discount_parent_idx ON discount (parent_discount_id) WHERE deleted_at IS NULL;
CREATE INDEX discount_rule_idx ON discount (rule_id);

CREATE TABLE discount_region (
  discount_id text NOT NULL REFERENCES discount (id) ON DELETE CASCADE,
  region_id text NOT NULL REFERENCES region (id) ON DELETE CASCADE,
  PRIMARY KEY (discount_id, region_id)
);
CREATE INDEX discount_region_region_idx ON discount_region (region_id);

-- At most one condition per type on a rule (the contract's rule for conditions).
CREATE TABLE discount_condition (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (
    type IN ('products', 'product_types', 'product_collections', 'product_tags', 'customer_groups')
  ),
  operator text NOT NULL CHECK (operator IN ('in', 'not_in')),
  discount_rule_id text NOT NULL REFERENCES discount_rule (id) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (discount_rule_id, type)
);

-- The ids a condition lists. One table for the five kinds (the condition's type says which
-- table an id belongs to; ids carry their resource's prefix), so there is no foreign key:
-- the service checks that each id exists when it is added, and deleting a customer group
-- removes its rows here. Products, types, collections and tags are soft-deleted, so a
-- stale id can stay and simply matches no live item.
CREATE TABLE discount_condition_resource (
  condition_id text NOT NULL REFERENCES discount_condition (id) ON DELETE CASCADE,
  resource_id text NOT NULL,
  PRIMARY KEY (condition_id, resource_id)
);
CREATE INDEX discount_condition_resource_resource_idx ON discount_condition_resource (resource_id);

-- A prepaid balance for one region. The code is unique across all cards, deleted ones
-- included, so a code once handed out never names another card.
CREATE TABLE gift_card (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  value bigint NOT NULL CHECK (value >= 0),
  balance bigint NOT NULL CHECK (balance >= 0),
  region_id text NOT NULL REFERENCES region (id),
  -- Set when an order bought the card (the order tables come later, hence no foreign key).
  order_id text,
  is_disabled boolean NOT NULL DEFAULT false,
  ends_at timestamptz,
  tax_rate double precision CHECK (tax_rate >= 0 AND tax_rate <= 100),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX gift_card_created_idx ON gift_card (created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX gift_card_region_idx ON gift_card (region_id) WHERE deleted_at IS NULL;
CREATE INDEX gift_card_order_idx ON gift_card (order_id) WHERE order_id IS NOT NULL;
