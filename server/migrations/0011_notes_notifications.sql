-- Notes and notifications (issue 5): staff notes on any resource, and the record of every
-- message a notification provider sent (password reset tokens, invites, order mails).

-- resource_type/resource_id point at any kind of resource, so no foreign key; author_id
-- has none either, like publishable_api_key.created_by (users are only soft-deleted).
CREATE TABLE note (
  id text PRIMARY KEY,
  resource_type text NOT NULL,
  resource_id text NOT NULL,
  value text NOT NULL,
  author_id text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- The admin lists the notes of one resource, oldest first.
CREATE INDEX note_resource_idx ON note (resource_id, created_at) WHERE deleted_at IS NULL;

-- A resend is a row whose parent_id is the original. data is what the provider used to
-- build the message; it may hold a secret (a reset token), which the API never shows.
CREATE TABLE notification (
  id text PRIMARY KEY,
  event_name text,
  resource_type text NOT NULL,
  resource_id text NOT NULL,
  customer_id text,
  "to" text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  parent_id text REFERENCES notification (id) ON DELETE CASCADE,
  provider_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_created_idx ON notification (created_at, id);
CREATE INDEX notification_resource_idx ON notification (resource_id);
CREATE INDEX notification_parent_idx ON notification (parent_id);
