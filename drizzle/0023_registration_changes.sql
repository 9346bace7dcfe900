CREATE TABLE "registration_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"actor" text NOT NULL,
	"details" jsonb NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_changes_kind_check" CHECK ("registration_changes"."kind" in ('edited', 'moved', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "registration_changes" ADD CONSTRAINT "registration_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_changes" ADD CONSTRAINT "registration_changes_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_changes" ADD CONSTRAINT "registration_changes_order_tenant_fk" FOREIGN KEY ("order_id","tenant_id") REFERENCES "public"."orders"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_changes_registration_idx" ON "registration_changes" USING btree ("tenant_id","registration_id","created_at");--> statement-breakpoint
CREATE INDEX "registration_changes_order_idx" ON "registration_changes" USING btree ("tenant_id","order_id") WHERE "registration_changes"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "registrations_name_trgm_idx" ON "registrations" USING gin ((lower(coalesce("last_name", '') || ' ' || coalesce("first_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_phone_idx" ON "registrations" USING btree ("tenant_id",right(regexp_replace(coalesce("entry" ->> 'phone', ''), '\D', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("tenant_id",lower("email")) WHERE "registrations"."email" is not null;--> statement-breakpoint
-- row-level security on the new tenant table, as migration 0009 does for the others
ALTER TABLE "registration_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "registration_changes" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);
