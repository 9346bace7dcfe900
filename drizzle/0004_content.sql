CREATE TABLE "campaign_events" (
	"tenant_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "campaign_events_pk" PRIMARY KEY("campaign_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"partner_name" text NOT NULL,
	"partner_url" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"offer_ru" text DEFAULT '' NOT NULL,
	"offer_en" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "campaigns_tenant_code_unique" UNIQUE("tenant_id","code"),
	CONSTRAINT "campaigns_id_tenant_unique" UNIQUE("id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_message_check" CHECK (char_length("contact_messages"."message") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "corporate_leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"employees" text NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_leads_message_check" CHECK (char_length("corporate_leads"."message") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"team_ru" text NOT NULL,
	"team_en" text NOT NULL,
	"city_ru" text NOT NULL,
	"city_en" text NOT NULL,
	"description_ru" text NOT NULL,
	"description_en" text NOT NULL,
	"how_to_apply_ru" text NOT NULL,
	"how_to_apply_en" text NOT NULL,
	"apply_email" text NOT NULL,
	"employment" text DEFAULT 'full-time' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancies_employment_check" CHECK ("vacancies"."employment" in ('full-time', 'part-time', 'internship', 'contract'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_tenant_fk" FOREIGN KEY ("campaign_id","tenant_id") REFERENCES "public"."campaigns"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_event_tenant_fk" FOREIGN KEY ("event_id","tenant_id") REFERENCES "public"."events"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_leads" ADD CONSTRAINT "corporate_leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_event_idx" ON "campaign_events" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE INDEX "contact_messages_tenant_ip_idx" ON "contact_messages" USING btree ("tenant_id","client_ip","created_at");--> statement-breakpoint
CREATE INDEX "corporate_leads_tenant_ip_idx" ON "corporate_leads" USING btree ("tenant_id","client_ip","created_at");--> statement-breakpoint
CREATE INDEX "vacancies_tenant_published_idx" ON "vacancies" USING btree ("tenant_id","published_at");