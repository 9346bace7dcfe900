CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"purpose" text NOT NULL,
	"event_id" integer,
	"race_id" integer,
	"percent_bp" integer,
	"amount" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_user" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_id_tenant_unique" UNIQUE("id","tenant_id"),
	CONSTRAINT "promo_codes_purpose_check" CHECK ("promo_codes"."purpose" in ('discount', 'access')),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code") and length("promo_codes"."code") between 1 and 40),
	CONSTRAINT "promo_codes_discount_check" CHECK (("promo_codes"."purpose" = 'access' and "promo_codes"."percent_bp" is null and "promo_codes"."amount" is null) or ("promo_codes"."purpose" = 'discount' and (("promo_codes"."percent_bp" between 1 and 10000 and "promo_codes"."amount" is null) or ("promo_codes"."amount" > 0 and "promo_codes"."percent_bp" is null)))),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."max_uses" >= 0 and "promo_codes"."max_uses_per_user" >= 1)
);
--> statement-breakpoint
CREATE TABLE "race_access_grants" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"promo_code_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "race_access_grants_tenant_id_user_id_race_id_pk" PRIMARY KEY("tenant_id","user_id","race_id")
);
--> statement-breakpoint
CREATE TABLE "event_item_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_item_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"label_ru" text NOT NULL,
	"label_en" text NOT NULL,
	"stock" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_item_variants_stock_check" CHECK ("event_item_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "race_insurances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "race_insurances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"type" text NOT NULL,
	"sport_ru" text NOT NULL,
	"sport_en" text NOT NULL,
	"policy_type_ru" text NOT NULL,
	"policy_type_en" text NOT NULL,
	"starts_on" date,
	"compensation_amount" integer NOT NULL,
	"premium_amount" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	CONSTRAINT "race_insurances_type_check" CHECK ("race_insurances"."type" in ('accident', 'cancellation', 'bicycle', 'ski')),
	CONSTRAINT "race_insurances_amounts_check" CHECK ("race_insurances"."premium_amount" >= 0 and "race_insurances"."compensation_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "insurance_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "full_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "insurance_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "event_items" ADD COLUMN "per" text DEFAULT 'participant' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_items" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "custom_price_min" integer;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "custom_price_max" integer;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "access_code_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_tenant_fk" FOREIGN KEY ("event_id","tenant_id") REFERENCES "public"."events"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_race_tenant_fk" FOREIGN KEY ("race_id","tenant_id") REFERENCES "public"."races"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_access_grants" ADD CONSTRAINT "race_access_grants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_access_grants" ADD CONSTRAINT "race_access_grants_user_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_access_grants" ADD CONSTRAINT "race_access_grants_race_tenant_fk" FOREIGN KEY ("race_id","tenant_id") REFERENCES "public"."races"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_id_tenant_unique" UNIQUE("id","tenant_id");--> statement-breakpoint
ALTER TABLE "event_item_variants" ADD CONSTRAINT "event_item_variants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_item_variants" ADD CONSTRAINT "event_item_variants_item_tenant_fk" FOREIGN KEY ("item_id","tenant_id") REFERENCES "public"."event_items"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_insurances" ADD CONSTRAINT "race_insurances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_insurances" ADD CONSTRAINT "race_insurances_race_tenant_fk" FOREIGN KEY ("race_id","tenant_id") REFERENCES "public"."races"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_tenant_code_unique" ON "promo_codes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "promo_codes_race_idx" ON "promo_codes" USING btree ("tenant_id","race_id");--> statement-breakpoint
CREATE INDEX "event_item_variants_item_idx" ON "event_item_variants" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE INDEX "race_insurances_race_idx" ON "race_insurances" USING btree ("tenant_id","race_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_tenant_fk" FOREIGN KEY ("promo_code_id","tenant_id") REFERENCES "public"."promo_codes"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_item_idx" ON "order_items" USING btree ("tenant_id","item_id") WHERE "order_items"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("tenant_id","promo_code_id") WHERE "orders"."promo_code_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."full_amount" >= 0 and "orders"."insurance_amount" >= 0 and "orders"."discount_amount" >= 0 and "orders"."commission_amount" >= 0);--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_per_check" CHECK ("event_items"."per" in ('order', 'participant'));--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_stock_check" CHECK ("event_items"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_custom_price_check" CHECK (("races"."custom_price_min" is null and "races"."custom_price_max" is null) or ("races"."custom_price_min" >= 0 and "races"."custom_price_max" >= "races"."custom_price_min"));--> statement-breakpoint
-- orders placed before pricing had one kind of line: their full cost is their total
UPDATE "orders" SET "full_amount" = "total_amount";--> statement-breakpoint
-- row-level security on the new tenant tables, as migration 0009 does for the others
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['event_item_variants', 'promo_codes', 'race_access_grants', 'race_insurances'] LOOP
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
