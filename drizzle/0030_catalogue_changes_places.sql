-- The list index keeps each card's races with their places taken and price steps (ADR 034): registrations,
-- teams and price steps change a card, so their statements write the change log too (migration 0029's
-- "catalogue_changed"). A price step names its race; the event is its race's (a race deleted with its steps
-- is logged by the races' own triggers).
CREATE FUNCTION "catalogue_log_changes"("tbl" text, "event_column" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kind record;
BEGIN
  -- inserts (their new rows), updates (new and old rows: an event a row moved from changed too), deletes
  FOR kind IN SELECT * FROM (VALUES ('insert', 'INSERT', 'NEW'), ('update', 'UPDATE', 'NEW'),
      ('update_old', 'UPDATE', 'OLD'), ('delete', 'DELETE', 'OLD')) AS k(suffix, op, side) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS "changed" FOR EACH STATEMENT '
      'EXECUTE FUNCTION "catalogue_changed"(%L)', tbl || '_catalogue_' || kind.suffix, kind.op, tbl, kind.side,
      event_column);
  END LOOP;
END
$$;--> statement-breakpoint
SELECT "catalogue_log_changes"('registrations', '"event_id"');--> statement-breakpoint
SELECT "catalogue_log_changes"('teams', '"event_id"');--> statement-breakpoint
SELECT "catalogue_log_changes"('race_prices', '(SELECT r."event_id" FROM "races" r WHERE r."id" = "changed"."race_id")');
--> statement-breakpoint
-- Registrations write the log at a registration's rate: the day-old rows are pruned skipping those another
-- writer is pruning, so that two writers never wait for each other over the same old rows.
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO "catalogue_changes" ("tenant_id", "event_id") SELECT DISTINCT "tenant_id", %s FROM "changed"',
    TG_ARGV[0]);
  DELETE FROM "catalogue_changes" o WHERE o.ctid IN (
    SELECT c.ctid FROM "catalogue_changes" c
      WHERE c."tenant_id" IN (SELECT DISTINCT ch."tenant_id" FROM "changed" ch)
        AND c."changed_at" < clock_timestamp() - interval '1 day'
      FOR UPDATE SKIP LOCKED);
  RETURN NULL;
END;
$$;
