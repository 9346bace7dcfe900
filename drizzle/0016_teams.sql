CREATE TABLE "race_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "race_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"length_m" integer NOT NULL,
	"min_participants" integer,
	"max_participants" integer,
	CONSTRAINT "race_stages_race_position_unique" UNIQUE("race_id","position"),
	CONSTRAINT "race_stages_position_check" CHECK ("race_stages"."position" >= 1),
	CONSTRAINT "race_stages_count_check" CHECK (("race_stages"."min_participants" is null or "race_stages"."min_participants" >= 0) and ("race_stages"."max_participants" is null or "race_stages"."max_participants" >= greatest("race_stages"."min_participants", 1)))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"kind" text NOT NULL,
	"person_id" integer,
	"user_id" integer,
	"email" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"birth_date" date,
	"stage" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" in ('captain', 'member')),
	CONSTRAINT "team_members_kind_check" CHECK ("team_members"."kind" in ('self', 'relative', 'friend', 'joined')),
	CONSTRAINT "team_members_gender_check" CHECK ("team_members"."gender" is null or "team_members"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"join_code" text NOT NULL,
	"captain_user_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_id_tenant_unique" UNIQUE("id","tenant_id"),
	CONSTRAINT "teams_status_check" CHECK ("teams"."status" in ('active', 'disbanded', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_participant_kind_check";--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "format" text DEFAULT 'individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "team_min_members" integer;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "team_max_members" integer;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "team_gender_rule" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "team_payment" text DEFAULT 'captain' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "team_member_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "stage" integer;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "team_name" text;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "stage" integer;--> statement-breakpoint
ALTER TABLE "race_stages" ADD CONSTRAINT "race_stages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_stages" ADD CONSTRAINT "race_stages_race_tenant_fk" FOREIGN KEY ("race_id","tenant_id") REFERENCES "public"."races"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_tenant_fk" FOREIGN KEY ("team_id","tenant_id") REFERENCES "public"."teams"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_person_tenant_fk" FOREIGN KEY ("person_id","tenant_id") REFERENCES "public"."persons"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_race_tenant_fk" FOREIGN KEY ("race_id","tenant_id") REFERENCES "public"."races"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_event_tenant_fk" FOREIGN KEY ("event_id","tenant_id") REFERENCES "public"."events"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_tenant_fk" FOREIGN KEY ("captain_user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_stages_tenant_race_idx" ON "race_stages" USING btree ("tenant_id","race_id");--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("tenant_id","team_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("tenant_id","user_id") WHERE "team_members"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_race_person_unique" ON "team_members" USING btree ("tenant_id","race_id","person_id") WHERE "team_members"."person_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_race_email_unique" ON "team_members" USING btree ("tenant_id","race_id","email") WHERE "team_members"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_join_code_unique" ON "teams" USING btree ("join_code");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_race_name_active_unique" ON "teams" USING btree ("tenant_id","race_id","name_key") WHERE "teams"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "teams_race_captain_active_unique" ON "teams" USING btree ("tenant_id","race_id","captain_user_id") WHERE "teams"."status" = 'active';--> statement-breakpoint
CREATE INDEX "teams_tenant_race_idx" ON "teams" USING btree ("tenant_id","race_id");--> statement-breakpoint
CREATE INDEX "registrations_team_idx" ON "registrations" USING btree ("tenant_id","team_id") WHERE "registrations"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_team_member_active_unique" ON "registrations" USING btree ("tenant_id","team_member_id") WHERE "registrations"."status" in ('pending', 'confirmed') and "registrations"."team_member_id" is not null;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_format_check" CHECK ("races"."format" in ('individual', 'team', 'relay'));--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_team_gender_rule_check" CHECK ("races"."team_gender_rule" in ('any', 'mixed'));--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_team_payment_check" CHECK ("races"."team_payment" in ('captain', 'each'));--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_team_members_check" CHECK ("races"."format" = 'individual' or ("races"."team_min_members" >= 1 and "races"."team_max_members" >= "races"."team_min_members"));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_participant_kind_check" CHECK ("registrations"."participant_kind" is null or "registrations"."participant_kind" in ('self', 'relative', 'friend', 'teammate'));--> statement-breakpoint
-- row-level security on the new tenant tables, as migration 0009 does for the others
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['race_stages', 'teams', 'team_members'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY "tenant_isolation" ON %I FOR ALL '
        'USING ("tenant_id" = nullif(current_setting(''startline.tenant_id'', true), '''')::int) '
        'WITH CHECK ("tenant_id" = nullif(current_setting(''startline.tenant_id'', true), '''')::int)',
      tenant_table
    );
  END LOOP;
END
$$;
