-- D9: events sealed before the hash chain existed carry a block height and no hashes. They are handed
-- back to the sealer, which computes their payloads from the recorded rows and seals them into hashed blocks with
-- the same block rule (in id order), so the same heights come back. Runs once, before any hashed block exists.
UPDATE "ledger_events" SET "block_height" = NULL WHERE "tx_hash" IS NULL AND "block_height" IS NOT NULL;--> statement-breakpoint
UPDATE "ledger_head" SET "height" = 0, "block_size" = 0, "block_started_at" = NULL
WHERE NOT EXISTS (SELECT 1 FROM "ledger_blocks");
