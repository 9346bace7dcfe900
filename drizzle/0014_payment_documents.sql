ALTER TABLE "payments" ADD COLUMN "succeeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_payer" jsonb;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "kpp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "bic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "settlement_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "correspondent_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- a payment that succeeded before this migration last changed when it succeeded (a refunded one since, so
-- its date stays unknown and the receipt shows when it last changed)
UPDATE "payments" SET "succeeded_at" = "updated_at" WHERE "status" = 'succeeded';
