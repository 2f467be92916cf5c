-- Shipping and tax (issue 5): shipping profiles (products belong to one), shipping options
-- of a region with their subtotal requirements, and tax rates that override a region's
-- rate for the products, product types and shipping options linked to them.

-- Profiles are soft-deleted: orders keep the ids of their options' profiles.
CREATE TABLE shipping_profile (
  id text PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('default', 'gift_card', 'custom')),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- A store has exactly one live `default` and one live `gift_card` profile.
CREATE UNIQUE INDEX shipping_profile_builtin_key
  ON shipping_profile (type) WHERE type IN ('default', 'gift_card') AND deleted_at IS NULL;

-- Seeded here, like the store row and the default sales channel, so several instances
-- starting at once do not each create them.
INSERT INTO shipping_profile (id, name, type) VALUES
  ('sp_' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 26)),
   'Default Shipping Profile', 'default'),
  ('sp_' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 26)),
   'Gift Card Profile', 'gift_card');

-- product.profile_id (0004) referenced nothing until now: every product joins the
-- default profile, gift cards the gift card profile.
UPDATE product SET profile_id = (
  SELECT id FROM shipping_profile
  WHERE deleted_at IS NULL
    AND type = CASE WHEN product.is_giftcard THEN 'gift_card' ELSE 'default' END
);
ALTER TABLE product
  ADD CONSTRAINT product_profile_fkey FOREIGN KEY (profile_id) REFERENCES shipping_profile (id);
CREATE INDEX product_profile_idx ON product (profile_id) WHERE deleted_at IS NULL;

-- amount is in the minor unit of the region's currency; a calculated option has none
-- (its provider prices it for a cart). Soft-deleted: shipping methods keep the id.
CREATE TABLE shipping_option (
  id text PRIMARY KEY,
  name text NOT NULL,
  region_id text NOT NULL REFERENCES region (id),
  profile_id text NOT NULL REFERENCES shipping_profile (id),
  provider_id text NOT NULL REFERENCES fulfillment_provider (id),
  price_type text NOT NULL CHECK (price_type IN ('flat_rate', 'calculated')),
  amount bigint CHECK (amount >= 0),
  is_return boolean NOT NULL DEFAULT false,
  admin_only boolean NOT NULL DEFAULT false,
  includes_tax boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL DEFAULT '{}',
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK ((price_type = 'flat_rate') = (amount IS NOT NULL))
);
-- The store asks for the options of a region and some profiles.
CREATE INDEX shipping_option_region_profile_idx
  ON shipping_option (region_id, profile_id) WHERE deleted_at IS NULL;
CREATE INDEX shipping_option_created_idx ON shipping_option (created_at, id) WHERE deleted_at IS NULL;

CREATE TABLE shipping_option_requirement (
  id text PRIMARY KEY,
  shipping_option_id text NOT NULL REFERENCES shipping_option (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('min_subtotal', 'max_subtotal')),
  amount bigint NOT NULL CHECK (amount >= 0),
  deleted_at timestamptz
);
-- "At most one bound of each kind" is checked by the service under the option's row lock;
-- a unique index would refuse a request that swaps the kinds of two requirements.
CREATE INDEX shipping_option_requirement_option_idx
  ON shipping_option_requirement (shipping_option_id) WHERE deleted_at IS NULL;

-- rate is a percentage (12.5 means 12.5 %), like region.tax_rate; null means no rate
-- known (a provider computes it). Deleted for real: the contract has no deleted_at.
CREATE TABLE tax_rate (
  id text PRIMARY KEY,
  rate double precision CHECK (rate >= 0),
  code text,
  name text NOT NULL,
  region_id text NOT NULL REFERENCES region (id),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tax_rate_region_idx ON tax_rate (region_id);

-- What a tax rate applies to. The first column leads each key because checkout looks
-- rates up by product, type or option.
CREATE TABLE product_tax_rate (
  product_id text NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  rate_id text NOT NULL REFERENCES tax_rate (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, rate_id)
);
CREATE INDEX product_tax_rate_rate_idx ON product_tax_rate (rate_id);

CREATE TABLE product_type_tax_rate (
  product_type_id text NOT NULL REFERENCES product_type (id) ON DELETE CASCADE,
  rate_id text NOT NULL REFERENCES tax_rate (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_type_id, rate_id)
);
CREATE INDEX product_type_tax_rate_rate_idx ON product_type_tax_rate (rate_id);

CREATE TABLE shipping_tax_rate (
  shipping_option_id text NOT NULL REFERENCES shipping_option (id) ON DELETE CASCADE,
  rate_id text NOT NULL REFERENCES tax_rate (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shipping_option_id, rate_id)
);
CREATE INDEX shipping_tax_rate_rate_idx ON shipping_tax_rate (rate_id);
