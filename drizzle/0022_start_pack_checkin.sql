ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offline_key" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "checkin_code" text DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)) NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "start_pack_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "start_pack_given_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sold_by_tenant_fk" FOREIGN KEY ("sold_by","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_start_pack_given_by_tenant_fk" FOREIGN KEY ("start_pack_given_by","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_offline_key_unique" ON "orders" USING btree ("tenant_id","offline_key") WHERE "orders"."offline_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_checkin_code_unique" ON "registrations" USING btree ("tenant_id","checkin_code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_check" CHECK ("orders"."user_id" is not null or "orders"."sold_by" is not null);--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_start_pack_check" CHECK (("registrations"."start_pack_given_at" is null) = ("registrations"."start_pack_given_by" is null));