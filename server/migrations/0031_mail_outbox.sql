-- Issue 26: email that reaches people. notify() writes each rendered email here, in the
-- same database as the notification it belongs to, and a delivery worker on any instance
-- claims due rows (FOR UPDATE SKIP LOCKED, then a lease), sends them and marks them sent,
-- so a message survives a restart and is sent once however many instances run.
CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  notification_id text,
  event_name text NOT NULL,
  "to" text NOT NULL,
  language text NOT NULL,
  subject text NOT NULL,
  -- The bodies and the link may hold a one-time token (a password reset): they are blanked
  -- once the message is sent or given up on.
  html text,
  text text,
  link text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What the worker scans: pending rows by due time.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_notification_idx ON mail_outbox (notification_id);

-- The language a person last used with the store (from their own request), so a message
-- that staff cause later (a shipment, a refund) reaches them in that language.
CREATE TABLE mail_recipient_language (
  address text PRIMARY KEY,
  language text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
