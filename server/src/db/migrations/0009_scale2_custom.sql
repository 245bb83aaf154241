-- Written by hand (drizzle-kit cannot express these): keywords of two characters (a Chinese
-- surname and given name, 张伟) have no trigram, so the trigram indexes of 0008 cannot serve them; a bigram index
-- does. bigrams() returns the 2-character substrings of the lower-cased text: the pairs at even offsets and those at
-- odd offsets, cut by two regexp_replace calls (a SQL loop over the characters costs 4–8 times as much per row, and
-- every lead insert pays it). Pairs that span the line feed joining the searched columns are kept (a keyword with a
-- line feed is also checked column by column) and a repeated pair is stored once by GIN, so neither is filtered out.
-- The GIN index on bigrams(<the trigram index's expression>) answers `bigrams(expr) @> bigrams(keyword)`, which ILIKE
-- then checks (server/src/db/search.ts). chr(1) cuts the pairs: a pair holding it leaves its other character on
-- both sides. IMMUTABLE, as an index expression must be; the same on PostgreSQL 15 and PGlite (PostgreSQL 18).
CREATE OR REPLACE FUNCTION "bigrams"("t" text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(array_cat(
    string_to_array(regexp_replace(lower(t), '(..)|.', '\1' || chr(1), 'g'), chr(1)),
    string_to_array(regexp_replace(substr(lower(t), 2), '(..)|.', '\1' || chr(1), 'g'), chr(1))), '')
$$;
--> statement-breakpoint
-- A pending list of 64 kB instead of 4 MB (both search indexes of leads): GIN moves its pending entries into the
-- index inside the insert that fills the list, and on PGlite (one thread, no autovacuum) every request waits for
-- it; 4 MB of bigrams and trigrams took the lead endpoint's p99 from 46 to 80–90 ms, 64 kB keeps it under 50 ms.
CREATE INDEX IF NOT EXISTS "leads_search_bigram_idx" ON "leads" USING gin ((bigrams("name" || chr(10) || "phone" || chr(10) || "company_name" || chr(10) || "content" || chr(10) || "application"))) WITH (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "leads_search_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "talent_filings_search_bigram_idx" ON "talent_filings" USING gin ((bigrams("name" || chr(10) || "id_card" || chr(10) || "mobile")));
