-- The catalogue (issue 4, item 5): products with options, variants and prices, images,
-- tags, types, collections and a category tree. Money is bigint in the currency's minor
-- unit. Links to other slices' tables (sales channels, inventory, price lists) are plain
-- text ids here; a later migration adds their foreign keys.

CREATE TABLE product_collection (
  id text PRIMARY KEY,
  title text NOT NULL,
  handle text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX product_collection_handle_idx ON product_collection (handle) WHERE deleted_at IS NULL;

CREATE TABLE product_type (
  id text PRIMARY KEY,
  value text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX product_type_value_idx ON product_type (value) WHERE deleted_at IS NULL;

CREATE TABLE product_tag (
  id text PRIMARY KEY,
  value text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX product_tag_value_idx ON product_tag (value) WHERE deleted_at IS NULL;

-- A tree: parent_category_id points up, mpath is the dot-joined ids from the root down to
-- the category itself, so "a category and its descendants" is one prefix match.
CREATE TABLE product_category (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  handle text NOT NULL UNIQUE,
  mpath text NOT NULL,
  is_active boolean NOT NULL DEFAULT false,
  is_internal boolean NOT NULL DEFAULT false,
  rank integer NOT NULL DEFAULT 0 CHECK (rank >= 0),
  parent_category_id text REFERENCES product_category (id) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_category_parent_idx ON product_category (parent_category_id, rank);
CREATE INDEX product_category_mpath_idx ON product_category (mpath text_pattern_ops);

CREATE TABLE product (
  id text PRIMARY KEY,
  title text NOT NULL,
  subtitle text,
  description text,
  handle text NOT NULL,
  is_giftcard boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'proposed', 'published', 'rejected')),
  thumbnail text,
  weight double precision,
  length double precision,
  height double precision,
  width double precision,
  hs_code text,
  origin_country text,
  mid_code text,
  material text,
  collection_id text REFERENCES product_collection (id) ON DELETE SET NULL,
  type_id text REFERENCES product_type (id) ON DELETE SET NULL,
  profile_id text,
  discountable boolean NOT NULL DEFAULT true,
  external_id text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX product_handle_idx ON product (handle) WHERE deleted_at IS NULL;
-- The store lists published products newest first; admin lists by status and date.
CREATE INDEX product_status_created_idx ON product (status, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX product_created_idx ON product (created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX product_collection_idx ON product (collection_id) WHERE deleted_at IS NULL;
CREATE INDEX product_type_idx ON product (type_id) WHERE deleted_at IS NULL;

CREATE TABLE product_tags (
  product_id text NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  product_tag_id text NOT NULL REFERENCES product_tag (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, product_tag_id)
);
CREATE INDEX product_tags_tag_idx ON product_tags (product_tag_id, product_id);

CREATE TABLE product_category_product (
  product_category_id text NOT NULL REFERENCES product_category (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  PRIMARY KEY (product_category_id, product_id)
);
CREATE INDEX product_category_product_product_idx ON product_category_product (product_id);

-- Images are urls (uploads live elsewhere); rank keeps the order the admin gave.
CREATE TABLE product_image (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  url text NOT NULL,
  rank integer NOT NULL DEFAULT 0,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX product_image_product_idx ON product_image (product_id, rank);

CREATE TABLE product_option (
  id text PRIMARY KEY,
  title text NOT NULL,
  product_id text NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX product_option_product_idx ON product_option (product_id, created_at);

CREATE TABLE product_variant (
  id text PRIMARY KEY,
  title text NOT NULL,
  product_id text NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  sku text,
  barcode text,
  ean text,
  upc text,
  variant_rank integer NOT NULL DEFAULT 0,
  inventory_quantity integer NOT NULL DEFAULT 0,
  allow_backorder boolean NOT NULL DEFAULT false,
  manage_inventory boolean NOT NULL DEFAULT true,
  hs_code text,
  origin_country text,
  mid_code text,
  material text,
  weight double precision,
  length double precision,
  height double precision,
  width double precision,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX product_variant_sku_idx ON product_variant (sku) WHERE deleted_at IS NULL AND sku IS NOT NULL;
CREATE INDEX product_variant_product_idx ON product_variant (product_id, variant_rank) WHERE deleted_at IS NULL;
CREATE INDEX product_variant_created_idx ON product_variant (created_at, id) WHERE deleted_at IS NULL;

CREATE TABLE product_option_value (
  id text PRIMARY KEY,
  value text NOT NULL,
  option_id text NOT NULL REFERENCES product_option (id) ON DELETE CASCADE,
  variant_id text NOT NULL REFERENCES product_variant (id) ON DELETE CASCADE,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX product_option_value_variant_idx ON product_option_value (variant_id);
CREATE INDEX product_option_value_option_idx ON product_option_value (option_id);

-- A variant's prices: per currency (region_id null) or per region (in its currency).
-- price_list_id stays null until price lists exist.
CREATE TABLE money_amount (
  id text PRIMARY KEY,
  currency_code text NOT NULL REFERENCES currency (code),
  amount bigint NOT NULL CHECK (amount >= 0),
  min_quantity integer,
  max_quantity integer,
  price_list_id text,
  region_id text REFERENCES region (id) ON DELETE CASCADE,
  variant_id text NOT NULL REFERENCES product_variant (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX money_amount_variant_idx ON money_amount (variant_id) WHERE deleted_at IS NULL;
