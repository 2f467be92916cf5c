-- Auth and people (issue 4, item 4): staff users, invites, customers and their addresses,
-- analytics preferences, and the secret that signs sessions and tokens.

-- The signing secret shared by every server instance on this database (unless
-- COOKIE_SECRET is set). Created on first start with INSERT ... ON CONFLICT DO NOTHING, so
-- instances starting together agree on one value.
CREATE TABLE auth_secret (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Staff users of the admin. Secrets are stored as hashes only: the password as scrypt, the
-- API token and the password-reset token as SHA-256 (both are random or looked up by value).
CREATE TABLE "user" (
  id text PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email)),
  first_name text,
  last_name text,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member', 'developer')),
  password_hash text,
  api_token_hash text,
  reset_token_hash text,
  reset_token_expires_at timestamptz,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX user_email_key ON "user" (email) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX user_api_token_key ON "user" (api_token_hash) WHERE api_token_hash IS NOT NULL;
CREATE UNIQUE INDEX user_reset_token_key ON "user" (reset_token_hash) WHERE reset_token_hash IS NOT NULL;

-- Invitations for new staff users; the token is sent by email and kept here as a hash.
CREATE TABLE invite (
  id text PRIMARY KEY,
  user_email text NOT NULL CHECK (user_email = lower(user_email)),
  role text CHECK (role IN ('admin', 'member', 'developer')),
  accepted boolean NOT NULL DEFAULT false,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX invite_token_key ON invite (token_hash);
CREATE UNIQUE INDEX invite_open_email_key ON invite (user_email) WHERE deleted_at IS NULL AND NOT accepted;

-- Shoppers. A guest checkout creates a customer without an account; registering with the
-- same email turns that row into an account, so the email is unique among accounts only.
CREATE TABLE customer (
  id text PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email)),
  first_name text,
  last_name text,
  billing_address_id text,
  phone text,
  has_account boolean NOT NULL DEFAULT false,
  password_hash text,
  reset_token_hash text,
  reset_token_expires_at timestamptz,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX customer_account_email_key ON customer (email) WHERE has_account AND deleted_at IS NULL;
CREATE INDEX customer_email_idx ON customer (email);
CREATE INDEX customer_created_at_idx ON customer (created_at, id);

-- Postal addresses: a customer's saved ones (customer_id set) and, later, the addresses of
-- carts and orders (customer_id null).
CREATE TABLE address (
  id text PRIMARY KEY,
  customer_id text REFERENCES customer (id),
  company text,
  first_name text,
  last_name text,
  address_1 text,
  address_2 text,
  city text,
  country_code text CHECK (country_code = lower(country_code)),
  province text,
  postal_code text,
  phone text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX address_customer_idx ON address (customer_id) WHERE deleted_at IS NULL;

-- One usage-data preference per staff user.
CREATE TABLE analytics_config (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user" (id),
  opt_out boolean NOT NULL DEFAULT false,
  anonymize boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX analytics_config_user_key ON analytics_config (user_id) WHERE deleted_at IS NULL;
