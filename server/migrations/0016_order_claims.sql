-- Claiming guest orders (issue 5, item 6): a signed-in customer asks for orders placed as
-- a guest; a token goes by email to the orders' address, and confirming it moves the
-- orders to the customer. Only the token's hash is stored; it is used once.
CREATE TABLE order_claim_token (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  customer_id text NOT NULL REFERENCES customer (id),
  email text NOT NULL,
  order_ids jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_claim_token_customer_idx ON order_claim_token (customer_id);
