-- Product search (`q`, admin and store) matches substrings of the title, description,
-- handle and variant SKUs. Trigram GIN indexes let those ILIKE '%…%' conditions use an
-- index instead of reading every row (issue 10: lists of 100 000 products). The extension
-- lives in `public`, so schemas that come and go (tests) never own it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX product_title_trgm_idx ON product USING gin (title public.gin_trgm_ops);
CREATE INDEX product_handle_trgm_idx ON product USING gin (handle public.gin_trgm_ops);
CREATE INDEX product_description_trgm_idx ON product USING gin (description public.gin_trgm_ops);
CREATE INDEX product_variant_sku_trgm_idx ON product_variant USING gin (sku public.gin_trgm_ops);
