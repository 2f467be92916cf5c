-- Swap carts (issue 9, item 2): a swap's cart credits the returned units with a line of
-- negative price (`is_return`), so the cart's total is the difference due.
ALTER TABLE line_item DROP CONSTRAINT line_item_unit_price_check;
ALTER TABLE line_item ADD CONSTRAINT line_item_unit_price_check
  CHECK (unit_price >= 0 OR is_return);
