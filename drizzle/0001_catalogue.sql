CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "event_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price_amount" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"stock" integer,
	CONSTRAINT "event_items_kind_check" CHECK ("event_items"."kind" in ('service', 'good'))
);
--> statement-breakpoint
CREATE TABLE "race_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "race_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	CONSTRAINT "race_prices_amount_check" CHECK ("race_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "races_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"length_m" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"registration_opens_at" timestamp with time zone,
	"registration_closes_at" timestamp with time zone,
	"registration_disabled" boolean DEFAULT false NOT NULL,
	"gender" text DEFAULT 'any' NOT NULL,
	"min_age" integer,
	"max_age" integer,
	CONSTRAINT "races_event_code_unique" UNIQUE("event_id","code"),
	CONSTRAINT "races_id_tenant_unique" UNIQUE("id","tenant_id"),
	CONSTRAINT "races_gender_check" CHECK ("races"."gender" in ('any', 'male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "cities_name_ru_unique" UNIQUE("name_ru")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"city_id" integer,
	CONSTRAINT "clubs_id_tenant_unique" UNIQUE("id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "organizers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"website" text,
	"legal_name" text DEFAULT '' NOT NULL,
	"inn" text DEFAULT '' NOT NULL,
	"ogrn" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	CONSTRAINT "organizers_id_tenant_unique" UNIQUE("id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "series_tenant_code_unique" UNIQUE("tenant_id","code"),
	CONSTRAINT "series_id_tenant_unique" UNIQUE("id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"bib" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_year" integer,
	"age_group" text,
	"club" text,
	"city" text,
	"time_ms" integer,
	"status" text DEFAULT 'finished' NOT NULL,
	CONSTRAINT "results_status_check" CHECK ("results"."status" in ('finished', 'dnf', 'dns')),
	CONSTRAINT "results_gender_check" CHECK ("results"."gender" in ('male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sport_type" text DEFAULT 'run' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "activity_type" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place_ru" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place_en" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "program" jsonb DEFAULT '{"ru":[],"en":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organizer_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "operator_name" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "beneficiary" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "star_rating" smallint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rating_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "has_live_stream" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fast_identification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_national" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "start_pack" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name_ru, '') || ' ' || coalesce(name_en, '') || ' ' || coalesce(place_ru, '') || ' ' || coalesce(place_en, '') || ' ' || coalesce(description_ru, '') || ' ' || coalesce(description_en, ''))) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "name_norm" text GENERATED ALWAYS AS (lower(coalesce(name_ru, '') || ' ' || coalesce(name_en, ''))) STORED;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "race_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "bib" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "city_name" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_event_tenant_fk" FOREIGN KEY ("event_id","tenant_id") REFERENCES "public"."events"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_prices" ADD CONSTRAINT "race_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_prices" ADD CONSTRAINT "race_prices_race_tenant_fk" FOREIGN KEY ("race_id","tenant_id") REFERENCES "public"."races"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_event_tenant_fk" FOREIGN KEY ("event_id","tenant_id") REFERENCES "public"."events"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_event_tenant_fk" FOREIGN KEY ("event_id","tenant_id") REFERENCES "public"."events"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_race_tenant_fk" FOREIGN KEY ("race_id","tenant_id") REFERENCES "public"."races"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_items_tenant_event_idx" ON "event_items" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE INDEX "race_prices_race_valid_from_idx" ON "race_prices" USING btree ("race_id","valid_from");--> statement-breakpoint
CREATE INDEX "races_tenant_event_idx" ON "races" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE INDEX "clubs_tenant_idx" ON "clubs" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "results_tenant_race_idx" ON "results" USING btree ("tenant_id","race_id");--> statement-breakpoint
CREATE INDEX "results_tenant_event_idx" ON "results" USING btree ("tenant_id","event_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_tenant_fk" FOREIGN KEY ("organizer_id","tenant_id") REFERENCES "public"."organizers"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_tenant_fk" FOREIGN KEY ("series_id","tenant_id") REFERENCES "public"."series"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_race_tenant_fk" FOREIGN KEY ("race_id","tenant_id") REFERENCES "public"."races"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_club_tenant_fk" FOREIGN KEY ("club_id","tenant_id") REFERENCES "public"."clubs"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_list_keyset_idx" ON "events" USING btree ("tenant_id","starts_at","id") WHERE "events"."published";--> statement-breakpoint
CREATE INDEX "events_sport_keyset_idx" ON "events" USING btree ("tenant_id","sport_type","starts_at","id") WHERE "events"."published";--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_name_trgm_idx" ON "events" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_tenant_series_idx" ON "events" USING btree ("tenant_id","series_id");--> statement-breakpoint
CREATE INDEX "events_tenant_city_idx" ON "events" USING btree ("tenant_id","city_id");--> statement-breakpoint
CREATE INDEX "registrations_tenant_race_idx" ON "registrations" USING btree ("tenant_id","race_id");--> statement-breakpoint
CREATE INDEX "registrations_tenant_club_idx" ON "registrations" USING btree ("tenant_id","club_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_star_rating_check" CHECK ("events"."star_rating" between 0 and 5);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_activity_type_check" CHECK ("events"."activity_type" in ('offline', 'online'));