-- Issue 22: a notification keeps no secret. Password reset, invite and order claim tokens
-- went into notification.data for the provider (and for a resend); now the provider gets
-- them at send time only (notifications/notify.ts) and the row says that a secret was
-- withheld, which makes it impossible to resend (a resend would need the token).

ALTER TABLE notification ADD COLUMN IF NOT EXISTS secret_withheld boolean NOT NULL DEFAULT false;

-- The tokens recorded so far are removed; their reset tokens and invites stay valid until
-- they expire, through the mail that carried them.
UPDATE notification
SET data = data - 'token', secret_withheld = true
WHERE data ? 'token';
