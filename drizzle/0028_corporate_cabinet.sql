CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"inn" text DEFAULT '' NOT NULL,
	"kpp" text DEFAULT '' NOT NULL,
	"ogrn" text DEFAULT '' NOT NULL,
	"legal_address" text DEFAULT '' NOT NULL,
	"postal_address" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"settlement_account" text DEFAULT '' NOT NULL,
	"correspondent_account" text DEFAULT '' NOT NULL,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_id_tenant_unique" UNIQUE("id","tenant_id"),
	CONSTRAINT "companies_name_check" CHECK (char_length("companies"."name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"patronymic" text DEFAULT '' NOT NULL,
	"gender" text,
	"birth_date" date,
	"email" text,
	"phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"invitation_hash" text,
	"invited_at" timestamp with time zone,
	"user_id" integer,
	"person_id" integer,
	"consented_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "company_employees_id_tenant_unique" UNIQUE("id","tenant_id"),
	CONSTRAINT "company_employees_gender_check" CHECK ("company_employees"."gender" is null or "company_employees"."gender" in ('male', 'female')),
	CONSTRAINT "company_employees_names_check" CHECK (char_length("company_employees"."last_name") between 1 and 100 and char_length("company_employees"."first_name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "company_invitations_role_check" CHECK ("company_invitations"."role" in ('admin', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" in ('admin', 'manager'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "corporate_hold_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "company_employee_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_lead_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."corporate_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_tenant_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_employees" ADD CONSTRAINT "company_employees_company_tenant_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_employees" ADD CONSTRAINT "company_employees_user_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_employees" ADD CONSTRAINT "company_employees_person_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_tenant_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_tenant_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_lead_unique" ON "companies" USING btree ("tenant_id","lead_id") WHERE "companies"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "company_contacts_company_idx" ON "company_contacts" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE INDEX "company_employees_company_idx" ON "company_employees" USING btree ("tenant_id","company_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_employees_email_unique" ON "company_employees" USING btree ("tenant_id","company_id",lower("email")) WHERE "company_employees"."email" is not null and "company_employees"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_employees_user_unique" ON "company_employees" USING btree ("tenant_id","company_id","user_id") WHERE "company_employees"."user_id" is not null and "company_employees"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_employees_invitation_unique" ON "company_employees" USING btree ("invitation_hash") WHERE "company_employees"."invitation_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_unique" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_open_unique" ON "company_invitations" USING btree ("tenant_id","company_id",lower("email")) WHERE "company_invitations"."accepted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_company_user_unique" ON "company_members" USING btree ("tenant_id","company_id","user_id");--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" USING btree ("tenant_id","user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_tenant_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_company_employee_tenant_fk" FOREIGN KEY ("company_employee_id","tenant_id") REFERENCES "public"."company_employees"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("tenant_id","company_id","created_at") WHERE "orders"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "registrations_company_employee_idx" ON "registrations" USING btree ("tenant_id","company_employee_id") WHERE "registrations"."company_employee_id" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_corporate_hold_days_check" CHECK ("events"."corporate_hold_days" between 1 and 30);
--> statement-breakpoint
-- row-level security on the new tenant tables, as migration 0009 does for the others
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "companies" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "company_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_contacts" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "company_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_members" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "company_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_invitations" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "company_employees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_employees" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);
