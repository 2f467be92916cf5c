-- Channels and stock (issue 4, item 7): sales channels, stock locations and their links,
-- publishable API keys, inventory items with location levels, and reservations.
-- Products and variants live in another migration; their links to these tables (a
-- product's sales channels, a variant's inventory items) are added there, so nothing here
-- references them.

-- Sales channels and stock locations are soft-deleted (deleted_at): carts and orders keep
-- their ids after the channel or location is gone.
CREATE TABLE sales_channel (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  is_disabled boolean NOT NULL DEFAULT false,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE stock_location_address (
  id text PRIMARY KEY,
  address_1 text NOT NULL,
  address_2 text,
  company text,
  city text,
  country_code text NOT NULL CHECK (country_code = lower(country_code)),
  phone text,
  province text,
  postal_code text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE stock_location (
  id text PRIMARY KEY,
  name text NOT NULL,
  address_id text REFERENCES stock_location_address (id),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE sales_channel_location (
  id text PRIMARY KEY,
  sales_channel_id text NOT NULL REFERENCES sales_channel (id) ON DELETE CASCADE,
  location_id text NOT NULL REFERENCES stock_location (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (sales_channel_id, location_id)
);
CREATE INDEX sales_channel_location_location_idx ON sales_channel_location (location_id);

-- The id is the key's value (sent as x-publishable-api-key); revoking keeps the row.
CREATE TABLE publishable_api_key (
  id text PRIMARY KEY,
  title text NOT NULL,
  created_by text,
  revoked_by text,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE publishable_api_key_sales_channel (
  publishable_key_id text NOT NULL REFERENCES publishable_api_key (id) ON DELETE CASCADE,
  sales_channel_id text NOT NULL REFERENCES sales_channel (id) ON DELETE CASCADE,
  PRIMARY KEY (publishable_key_id, sales_channel_id)
);
CREATE INDEX publishable_api_key_sales_channel_channel_idx
  ON publishable_api_key_sales_channel (sales_channel_id);

-- Inventory items, levels and reservations are deleted for real; a level or reservation
-- has no meaning without its item.
CREATE TABLE inventory_item (
  id text PRIMARY KEY,
  sku text,
  origin_country text,
  hs_code text,
  mid_code text,
  material text,
  weight double precision,
  length double precision,
  height double precision,
  width double precision,
  requires_shipping boolean NOT NULL DEFAULT true,
  title text,
  description text,
  thumbnail text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX inventory_item_sku_key ON inventory_item (sku) WHERE deleted_at IS NULL;

-- reserved_quantity is not stored: it is the sum of the level's reservations, so the two
-- can never disagree.
CREATE TABLE inventory_level (
  id text PRIMARY KEY,
  inventory_item_id text NOT NULL REFERENCES inventory_item (id) ON DELETE CASCADE,
  location_id text NOT NULL REFERENCES stock_location (id) ON DELETE CASCADE,
  stocked_quantity integer NOT NULL DEFAULT 0 CHECK (stocked_quantity >= 0),
  incoming_quantity integer NOT NULL DEFAULT 0 CHECK (incoming_quantity >= 0),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (inventory_item_id, location_id)
);
CREATE INDEX inventory_level_location_idx ON inventory_level (location_id);

-- A reservation holds stock of one level: the foreign key makes "reserve where the item
-- is not stocked" and "delete a level that still has reservations" impossible.
-- line_item_id links to line items of the cart/order work (no foreign key yet).
CREATE TABLE reservation_item (
  id text PRIMARY KEY,
  inventory_item_id text NOT NULL,
  location_id text NOT NULL,
  line_item_id text,
  quantity integer NOT NULL CHECK (quantity >= 1),
  description text,
  created_by text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  FOREIGN KEY (inventory_item_id, location_id)
    REFERENCES inventory_level (inventory_item_id, location_id) ON DELETE CASCADE
);
CREATE INDEX reservation_item_level_idx ON reservation_item (inventory_item_id, location_id);
CREATE INDEX reservation_item_line_item_idx ON reservation_item (line_item_id);

-- The store's default sales channel, seeded here for the same reason as the store row
-- (several instances starting at once must not each create one).
WITH channel AS (
  INSERT INTO sales_channel (id, name, description)
  VALUES (
    'sc_' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 26)),
    'Default Sales Channel',
    'Created by default'
  )
  RETURNING id
)
UPDATE store SET default_sales_channel_id = (SELECT id FROM channel);
