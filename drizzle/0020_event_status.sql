ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
-- events that were not published are drafts (ADR 028)
UPDATE "events" SET "status" = 'draft' WHERE NOT "published";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("events"."status" in ('draft', 'published', 'closed', 'finished'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_published_check" CHECK ("events"."published" = ("events"."status" <> 'draft'));--> statement-breakpoint
-- `published` follows `status` (the list's partial indexes and every public query read `published`), and a
-- writer that only knows `published` (older code, fixtures, demo data) moves `status` with it (ADR 028)
CREATE FUNCTION "events_status_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.published := NEW.status <> 'draft';
  ELSIF TG_OP = 'UPDATE' AND NEW.published IS DISTINCT FROM OLD.published THEN
    NEW.status := CASE WHEN NOT NEW.published THEN 'draft' WHEN OLD.status = 'draft' THEN 'published' ELSE OLD.status END;
  ELSIF TG_OP = 'INSERT' THEN
    IF NOT NEW.published THEN
      NEW.status := 'draft';
    ELSIF NEW.status = 'draft' THEN
      NEW.published := false;
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_status_published" BEFORE INSERT OR UPDATE OF "status", "published" ON "events" FOR EACH ROW EXECUTE FUNCTION "events_status_published"();
