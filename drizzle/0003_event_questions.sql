CREATE TABLE "event_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answer_token_hash" text NOT NULL,
	CONSTRAINT "event_questions_text_check" CHECK (char_length("event_questions"."text") between 1 and 2000),
	CONSTRAINT "event_questions_answer_check" CHECK (("event_questions"."answer" is null) = ("event_questions"."answered_at" is null) and coalesce(char_length("event_questions"."answer"), 1) between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_tenant_fk" FOREIGN KEY ("event_id","tenant_id") REFERENCES "public"."events"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_user_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_questions_answer_token_unique" ON "event_questions" USING btree ("answer_token_hash");--> statement-breakpoint
CREATE INDEX "event_questions_tenant_event_user_idx" ON "event_questions" USING btree ("tenant_id","event_id","user_id","created_at");