ALTER TABLE "event_questions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_questions" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_closed_check" CHECK ("event_questions"."closed_at" is null or "event_questions"."answered_at" is null);