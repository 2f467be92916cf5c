-- Trust I (issue 21): custom staff roles and server-side sessions.

-- A custom role is a named set of permissions (the contract's Permission enum), assigned to
-- a user with role = 'custom' and role_id. Names are unique regardless of case.
CREATE TABLE staff_role (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  description text,
  permissions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_role_name_key ON staff_role (lower(name));

-- A user or an invite names a custom role exactly when its role is 'custom'. The foreign
-- keys have no ON DELETE: a role still assigned cannot be deleted (400 role_in_use).
ALTER TABLE "user" DROP CONSTRAINT user_role_check;
ALTER TABLE "user" ADD CONSTRAINT user_role_check
  CHECK (role IN ('admin', 'member', 'developer', 'custom'));
ALTER TABLE "user" ADD COLUMN role_id text REFERENCES staff_role (id);
ALTER TABLE "user" ADD CONSTRAINT user_custom_role_check
  CHECK ((role = 'custom') = (role_id IS NOT NULL));
CREATE INDEX user_role_id_idx ON "user" (role_id) WHERE role_id IS NOT NULL;

ALTER TABLE invite DROP CONSTRAINT invite_role_check;
ALTER TABLE invite ADD CONSTRAINT invite_role_check
  CHECK (role IN ('admin', 'member', 'developer', 'custom'));
ALTER TABLE invite ADD COLUMN role_id text REFERENCES staff_role (id);
ALTER TABLE invite ADD CONSTRAINT invite_custom_role_check
  CHECK ((role IS NOT DISTINCT FROM 'custom') = (role_id IS NOT NULL));
CREATE INDEX invite_role_id_idx ON invite (role_id) WHERE role_id IS NOT NULL;

-- Every session cookie and bearer token of staff (domain admin) and customers (store) is a
-- row here; its JWT carries the row's id (`sid`). Verifying a token reads the row, so
-- signing out, a password change or reset, or an admin's revocation ends it at once on
-- every instance. Rows past expiry are pruned when their subject signs in again.
CREATE TABLE auth_session (
  id text PRIMARY KEY,
  domain text NOT NULL CHECK (domain IN ('admin', 'store')),
  subject_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('cookie', 'bearer')),
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_session_subject_idx ON auth_session (domain, subject_id, last_used_at);
