CREATE TABLE "tax_certificate_numbers" (
	"tenant_id" integer NOT NULL,
	"organizer_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_certificate_numbers_pk" PRIMARY KEY("tenant_id","organizer_id","year")
);
--> statement-breakpoint
CREATE TABLE "tax_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"organizer_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"correction" smallint DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"organizer" jsonb NOT NULL,
	"payer" jsonb NOT NULL,
	"participant" jsonb NOT NULL,
	"payer_is_participant" boolean NOT NULL,
	"basis" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "tax_certificates_amount_check" CHECK ("tax_certificates"."amount" > 0),
	CONSTRAINT "tax_certificates_number_check" CHECK ("tax_certificates"."number" > 0 and "tax_certificates"."correction" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_deduction_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_deduction_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"payer" text NOT NULL,
	"payer_inn" text NOT NULL,
	"payer_person" jsonb NOT NULL,
	"participant" text NOT NULL,
	"participant_person_id" integer,
	"language" text DEFAULT 'ru' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_deduction_requests_payer_check" CHECK ("tax_deduction_requests"."payer" in ('MY_SELF', 'SPOUSE')),
	CONSTRAINT "tax_deduction_requests_participant_check" CHECK ("tax_deduction_requests"."participant" in ('MY_SELF', 'KIDS')),
	CONSTRAINT "tax_deduction_requests_year_check" CHECK ("tax_deduction_requests"."year" between 2022 and 2100)
);
--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "tax_deduction_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_certificate_numbers" ADD CONSTRAINT "tax_certificate_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificate_numbers" ADD CONSTRAINT "tax_certificate_numbers_organizer_tenant_fk" FOREIGN KEY ("organizer_id","tenant_id") REFERENCES "public"."organizers"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_request_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tax_deduction_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_organizer_tenant_fk" FOREIGN KEY ("organizer_id","tenant_id") REFERENCES "public"."organizers"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_requests" ADD CONSTRAINT "tax_deduction_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_requests" ADD CONSTRAINT "tax_deduction_requests_participant_person_id_persons_id_fk" FOREIGN KEY ("participant_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_requests" ADD CONSTRAINT "tax_deduction_requests_user_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_certificates_number_unique" ON "tax_certificates" USING btree ("tenant_id","organizer_id","year","number","correction");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_certificates_live_unique" ON "tax_certificates" USING btree ("tenant_id","request_id","organizer_id") WHERE "tax_certificates"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "tax_certificates_organizer_idx" ON "tax_certificates" USING btree ("tenant_id","organizer_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_deduction_requests_unique" ON "tax_deduction_requests" USING btree ("tenant_id","user_id","year","participant_person_id");--> statement-breakpoint
-- row-level security on the new tenant tables, as migration 0009 does for the others
ALTER TABLE "tax_deduction_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tax_deduction_requests" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "tax_certificate_numbers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tax_certificate_numbers" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);--> statement-breakpoint
ALTER TABLE "tax_certificates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tax_certificates" FOR ALL
  USING ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int)
  WITH CHECK ("tenant_id" = nullif(current_setting('startline.tenant_id', true), '')::int);
