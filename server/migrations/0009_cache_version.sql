-- Versions of what the servers cache in memory (http/response-cache.ts). A write that
-- changes the catalogue bumps `catalog`; every instance compares its cached answers with
-- this row, so an edit made through one instance is not hidden by another's cache.
CREATE TABLE cache_version (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO cache_version (name, version) VALUES ('catalog', 0);
