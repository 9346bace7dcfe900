ALTER TABLE "order_installments" ADD COLUMN "reminders_sent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_installments" ADD COLUMN "language" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_installments" ADD CONSTRAINT "order_installments_reminders_check" CHECK ("order_installments"."reminders_sent" between 0 and 2);--> statement-breakpoint
ALTER TABLE "order_installments" ADD CONSTRAINT "order_installments_language_check" CHECK ("order_installments"."language" in ('ru', 'en'));