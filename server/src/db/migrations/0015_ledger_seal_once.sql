-- D12, hand-written (drizzle-kit cannot express a trigger): the application's role may set an event's sealing
-- columns once (block, transaction hash, and the payload of an event written without one), never change a sealed
-- event. The table's owner (the role that migrates) is not held back: it is the insider whom the signed checkpoints
-- and the witnesses watch (docs/ledger.md).
CREATE OR REPLACE FUNCTION "ledger_events_seal_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_has_role(current_user, (SELECT tableowner FROM pg_tables WHERE schemaname = TG_TABLE_SCHEMA AND tablename = TG_TABLE_NAME), 'MEMBER') THEN
    RETURN NEW;
  END IF;
  IF OLD.block_height IS NOT NULL OR OLD.tx_hash IS NOT NULL
     OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.ref IS DISTINCT FROM OLD.ref OR NEW.created_at IS DISTINCT FROM OLD.created_at
     OR (OLD.payload IS NOT NULL AND NEW.payload IS DISTINCT FROM OLD.payload)
     OR (OLD.payload_hash IS NOT NULL AND NEW.payload_hash IS DISTINCT FROM OLD.payload_hash) THEN
    RAISE EXCEPTION 'a sealed ledger event is never changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_events_seal_once" BEFORE UPDATE ON "ledger_events"
FOR EACH ROW EXECUTE FUNCTION "ledger_events_seal_once"();
