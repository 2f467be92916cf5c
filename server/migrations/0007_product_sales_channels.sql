-- Products in sales channels (issue 4, item 7): the link 0005 left out because products
-- came in 0004 and channels in 0005. A product is sold in a channel when a row links them;
-- the store scopes its product reads by these rows (publishable key, `sales_channel_id`).

CREATE TABLE product_sales_channel (
  product_id text NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  sales_channel_id text NOT NULL REFERENCES sales_channel (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, sales_channel_id)
);
-- The store's scoped list walks a channel's products; the primary key serves the product side.
CREATE INDEX product_sales_channel_channel_idx ON product_sales_channel (sales_channel_id, product_id);

-- Products created before this migration were sold everywhere; they keep being sold in
-- the default channel, which is what a product created without channels gets from now on.
INSERT INTO product_sales_channel (product_id, sales_channel_id)
SELECT p.id, s.default_sales_channel_id
FROM product p CROSS JOIN store s
WHERE s.default_sales_channel_id IS NOT NULL AND p.deleted_at IS NULL;
