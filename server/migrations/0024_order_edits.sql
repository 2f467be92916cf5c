-- Order edits (issue 9, item 4): staff change a placed order's items, the customer confirms
-- (paying any difference through a payment collection) or declines. The edit's items are
-- line_item rows of their own (order_edit_id set, order_id null): copies of the order's
-- lines (original_item_id) and the lines it adds, which join the order on confirmation.
CREATE TABLE order_edit (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES "order" (id),
  status text NOT NULL DEFAULT 'created'
    CHECK (status IN ('created', 'requested', 'confirmed', 'declined', 'canceled')),
  internal_note text,
  created_by text NOT NULL,
  requested_by text,
  requested_at timestamptz,
  confirmed_by text,
  confirmed_at timestamptz,
  declined_by text,
  declined_reason text,
  declined_at timestamptz,
  canceled_by text,
  canceled_at timestamptz,
  payment_collection_id text REFERENCES payment_collection (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One active (created or requested) edit per order, whatever races.
CREATE UNIQUE INDEX order_edit_active_key ON order_edit (order_id)
  WHERE status IN ('created', 'requested');
CREATE INDEX order_edit_order_idx ON order_edit (order_id, created_at, id);

ALTER TABLE line_item
  ADD CONSTRAINT line_item_order_edit_fkey FOREIGN KEY (order_edit_id)
  REFERENCES order_edit (id) ON DELETE CASCADE;
CREATE INDEX line_item_order_edit_idx ON line_item (order_edit_id) WHERE order_edit_id IS NOT NULL;

-- What an edit changes: an added line (line_item_id), an updated line (both ids), a
-- removed one (original_line_item_id only). At most one change per original line. The
-- original line is not a foreign key: confirming a removal deletes that line.
CREATE TABLE order_item_change (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('item_add', 'item_remove', 'item_update')),
  order_edit_id text NOT NULL REFERENCES order_edit (id) ON DELETE CASCADE,
  original_line_item_id text,
  line_item_id text REFERENCES line_item (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK ((type = 'item_add') = (original_line_item_id IS NULL)),
  CHECK ((type = 'item_remove') = (line_item_id IS NULL))
);
CREATE UNIQUE INDEX order_item_change_original_key
  ON order_item_change (order_edit_id, original_line_item_id)
  WHERE original_line_item_id IS NOT NULL;
CREATE INDEX order_item_change_edit_idx ON order_item_change (order_edit_id, created_at, id);
