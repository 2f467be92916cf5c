-- Issue 24: an order edit shows what it changed (before -> after, per line) after it is
-- accepted too. Accepting changes the order's lines in place (or deletes them), so each
-- change keeps the original line as it was, taken in the same transaction, just before.
ALTER TABLE order_item_change ADD COLUMN original_line_item jsonb;
