CREATE TABLE "search_words" (
	"tenant_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_pk" PRIMARY KEY("tenant_id","word")
);
--> statement-breakpoint
DROP INDEX "events_name_trgm_idx";--> statement-breakpoint
DROP INDEX "events_list_keyset_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "last_race_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_city_keyset_idx" ON "events" USING btree ("tenant_id","city_id","starts_at","id") WHERE "events"."published";--> statement-breakpoint
CREATE INDEX "events_rating_keyset_idx" ON "events" USING btree ("tenant_id","star_rating","starts_at","id") WHERE "events"."published" and "events"."star_rating" is not null;--> statement-breakpoint
CREATE INDEX "events_online_keyset_idx" ON "events" USING btree ("tenant_id","starts_at","id","ends_at","last_race_starts_at","sport_type","city_id","activity_type","star_rating","is_national","fast_identification","series_id") WHERE "events"."published" and "events"."is_online";--> statement-breakpoint
CREATE INDEX "events_list_keyset_idx" ON "events" USING btree ("tenant_id","starts_at","id","sport_type","city_id","activity_type","star_rating","is_national","fast_identification","is_online","ends_at","series_id","last_race_starts_at") WHERE "events"."published";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "name_norm";--> statement-breakpoint
CREATE FUNCTION "races_last_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "events" e SET "last_race_starts_at" = (SELECT max(r."starts_at") FROM "races" r
      WHERE r."tenant_id" = e."tenant_id" AND r."event_id" = e."id")
    WHERE e."id" IN (SELECT "event_id" FROM "changed");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "races_last_start_insert" AFTER INSERT ON "races" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "races_last_start"();--> statement-breakpoint
CREATE TRIGGER "races_last_start_update" AFTER UPDATE ON "races" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "races_last_start"();--> statement-breakpoint
CREATE TRIGGER "races_last_start_update_old" AFTER UPDATE ON "races" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "races_last_start"();--> statement-breakpoint
CREATE TRIGGER "races_last_start_delete" AFTER DELETE ON "races" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "races_last_start"();--> statement-breakpoint
UPDATE "events" e SET "last_race_starts_at" = m."last"
  FROM (SELECT "event_id", max("starts_at") AS "last" FROM "races" GROUP BY "event_id") m
  WHERE e."id" = m."event_id";--> statement-breakpoint
CREATE FUNCTION "event_name_words"("name_ru" text, "name_en" text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(name_ru, '') || ' ' || coalesce(name_en, '')))) AS w
  WHERE char_length(w) >= 3 AND w !~ '^[0-9.,-]+$'
$$;--> statement-breakpoint
CREATE FUNCTION "events_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("tenant_id", "word")
    SELECT DISTINCT c."tenant_id", w.word FROM "changed" c, "event_name_words"(c."name_ru", c."name_en") AS w(word)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "events_search_words_insert" AFTER INSERT ON "events" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "events_search_words"();--> statement-breakpoint
CREATE TRIGGER "events_search_words_update" AFTER UPDATE ON "events" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "events_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("tenant_id", "word")
  SELECT DISTINCT e."tenant_id", w.word FROM "events" e, "event_name_words"(e."name_ru", e."name_en") AS w(word)
  ON CONFLICT DO NOTHING;
