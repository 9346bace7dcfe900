ALTER TABLE "races" ADD COLUMN "bib_from" integer;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "bib_to" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_race_bib_active_unique" ON "registrations" USING btree ("tenant_id","race_id","bib") WHERE "registrations"."status" in ('pending', 'confirmed') and "registrations"."bib" is not null;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_bib_range_check" CHECK (("races"."bib_from" is null and "races"."bib_to" is null) or ("races"."bib_from" >= 1 and "races"."bib_to" >= "races"."bib_from"));