-- Written by hand (drizzle-kit cannot express an expression with an operator class): the lead
-- inbox's source filter is a case-insensitive prefix of the page path (`lower(source) LIKE '/solution%'`, the pattern
-- lower-cased in server/src/modules/leads/service.ts), which this index answers as a range; with the status beside it, a source and
-- a status together are one range too. A substring match (`ILIKE '%…%'`) read ~120,000 rows of a million for the
-- first 10,001 matches (116 ms p50 on PGlite); the range reads only matching rows. text_pattern_ops: the range holds
-- under any database collation, PGlite's and PostgreSQL's alike.
CREATE INDEX IF NOT EXISTS "leads_source_prefix_idx" ON "leads" (lower("source") text_pattern_ops, "status");
