-- Variants draw stock from inventory items (issue 4, item 7). From here on a managed
-- variant's inventory_quantity is derived from the levels of its items (stocked minus
-- reserved, over every location) and kept up to date by the server in the transaction
-- that changes a level or a reservation; the column stays, so reads need no join.

CREATE TABLE product_variant_inventory_item (
  id text PRIMARY KEY,
  variant_id text NOT NULL REFERENCES product_variant (id) ON DELETE CASCADE,
  inventory_item_id text NOT NULL REFERENCES inventory_item (id) ON DELETE CASCADE,
  required_quantity integer NOT NULL DEFAULT 1 CHECK (required_quantity >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (variant_id, inventory_item_id)
);
CREATE INDEX product_variant_inventory_item_item_idx ON product_variant_inventory_item (inventory_item_id);

-- Existing data (a store started before this migration): every managed variant gets an
-- item of its own holding its current quantity at the default location, so no stock is
-- lost. Ids are derived from the variant's (md5 in upper-case hex fits the id alphabet).
INSERT INTO stock_location (id, name)
SELECT 'sloc_' || substr(upper(md5('default-stock-location')), 1, 26), 'Default location'
WHERE NOT EXISTS (SELECT 1 FROM store WHERE default_location_id IS NOT NULL)
  AND EXISTS (SELECT 1 FROM product_variant WHERE deleted_at IS NULL AND manage_inventory);

UPDATE store SET default_location_id = 'sloc_' || substr(upper(md5('default-stock-location')), 1, 26)
WHERE default_location_id IS NULL
  AND EXISTS (
    SELECT 1 FROM stock_location
    WHERE id = 'sloc_' || substr(upper(md5('default-stock-location')), 1, 26)
  );

INSERT INTO inventory_item (id, sku, title)
SELECT 'iitem_' || substr(upper(md5(v.id)), 1, 26),
  CASE WHEN EXISTS (SELECT 1 FROM inventory_item i WHERE i.sku = v.sku AND i.deleted_at IS NULL)
    THEN NULL ELSE v.sku END,
  v.title
FROM product_variant v
WHERE v.deleted_at IS NULL AND v.manage_inventory;

INSERT INTO product_variant_inventory_item (id, variant_id, inventory_item_id)
SELECT 'pvitem_' || substr(upper(md5(v.id || ':link')), 1, 26), v.id,
  'iitem_' || substr(upper(md5(v.id)), 1, 26)
FROM product_variant v
WHERE v.deleted_at IS NULL AND v.manage_inventory;

INSERT INTO inventory_level (id, inventory_item_id, location_id, stocked_quantity)
SELECT 'ilev_' || substr(upper(md5(v.id || ':level')), 1, 26),
  'iitem_' || substr(upper(md5(v.id)), 1, 26), s.default_location_id, greatest(v.inventory_quantity, 0)
FROM product_variant v CROSS JOIN store s
WHERE v.deleted_at IS NULL AND v.manage_inventory AND s.default_location_id IS NOT NULL;
