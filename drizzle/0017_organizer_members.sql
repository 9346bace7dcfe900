CREATE TABLE "organizer_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizer_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"organizer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_members_role_check" CHECK ("organizer_members"."role" in ('owner', 'manager', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "organizer_members" ADD CONSTRAINT "organizer_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_members" ADD CONSTRAINT "organizer_members_organizer_tenant_fk" FOREIGN KEY ("organizer_id","tenant_id") REFERENCES "public"."organizers"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_members" ADD CONSTRAINT "organizer_members_user_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizer_members_organizer_user_unique" ON "organizer_members" USING btree ("tenant_id","organizer_id","user_id");--> statement-breakpoint
CREATE INDEX "organizer_members_user_idx" ON "organizer_members" USING btree ("tenant_id","user_id");--> statement-breakpoint
-- row-level security on the new tenant table, as migration 0009 does for the others
ALTER TABLE "organizer_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organizer_members" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);
