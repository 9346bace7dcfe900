CREATE TABLE "catalogue_changes" (
	"tenant_id" integer NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"event_id" integer,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_changes" ADD CONSTRAINT "catalogue_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_changes_xid_idx" ON "catalogue_changes" USING btree ("tenant_id","xid");--> statement-breakpoint
CREATE INDEX "catalogue_changes_age_idx" ON "catalogue_changes" USING btree ("tenant_id","changed_at");--> statement-breakpoint
-- The in-process list index (ADR 032) learns what changed from these rows: one per event a statement
-- touched, with the writing transaction's id. TG_ARGV[0] is the column of the changed rows that names the
-- event ('id' on events, 'event_id' on races and results; 'NULL::int' on series: the tenant's series).
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO "catalogue_changes" ("tenant_id", "event_id") SELECT DISTINCT "tenant_id", %s FROM "changed"',
    TG_ARGV[0]);
  DELETE FROM "catalogue_changes" o
    WHERE o."tenant_id" IN (SELECT DISTINCT c."tenant_id" FROM "changed" c)
      AND o."changed_at" < clock_timestamp() - interval '1 day';
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Each table's inserts (their new rows), updates (new and old rows: an event a row moved from changed too)
-- and deletes (their old rows).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('events', '"id"'), ('races', '"event_id"'), ('results', '"event_id"'),
      ('series', 'NULL::int')) AS v(tbl, col) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"(%L)', t.tbl || '_catalogue_insert', t.tbl, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"(%L)', t.tbl || '_catalogue_update', t.tbl, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "changed" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"(%L)', t.tbl || '_catalogue_update_old', t.tbl, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"(%L)', t.tbl || '_catalogue_delete', t.tbl, t.col);
  END LOOP;
END
$$;--> statement-breakpoint
-- row-level security on the new tenant table, as migration 0009 does for the others
ALTER TABLE "catalogue_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "catalogue_changes" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);
