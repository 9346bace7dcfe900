CREATE TABLE "registration_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "race_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payer" text DEFAULT 'MY_SELF' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "child_capacity" integer;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "children_need_adult" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "form_fields" text[] DEFAULT '{birthDate,gender,phone}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "participant_kind" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "pool" text DEFAULT 'adults' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "entry" jsonb;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_tenant_unique" UNIQUE("id","tenant_id");--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD CONSTRAINT "registration_drafts_user_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD CONSTRAINT "registration_drafts_race_tenant_fk" FOREIGN KEY ("race_id","tenant_id") REFERENCES "public"."races"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD CONSTRAINT "registration_drafts_event_tenant_fk" FOREIGN KEY ("event_id","tenant_id") REFERENCES "public"."events"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_drafts_user_unique" ON "registration_drafts" USING btree ("tenant_id","user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_race_tenant_fk" FOREIGN KEY ("race_id","tenant_id") REFERENCES "public"."races"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_order_tenant_fk" FOREIGN KEY ("order_id","tenant_id") REFERENCES "public"."orders"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_awaiting_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'awaiting-payment';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_race_person_active_unique" ON "registrations" USING btree ("tenant_id","race_id","person_id") WHERE "registrations"."status" in ('pending', 'confirmed') and "registrations"."person_id" is not null;--> statement-breakpoint
CREATE INDEX "registrations_tenant_order_idx" ON "registrations" USING btree ("tenant_id","order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payer_check" CHECK ("orders"."payer" in ('MY_SELF', 'SPOUSE'));--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_child_capacity_check" CHECK ("races"."child_capacity" >= 0);--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_pool_check" CHECK ("registrations"."pool" in ('adults', 'children'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_participant_kind_check" CHECK ("registrations"."participant_kind" is null or "registrations"."participant_kind" in ('self', 'relative', 'friend'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('pending', 'confirmed', 'cancelled', 'expired'));