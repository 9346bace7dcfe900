-- Row-level security as the backstop of tenant isolation (DESIGN §3, ADR 014). The tables' owner (who runs
-- the migrations and, today, the app) bypasses it; a transaction opened by tenantTransaction
-- (src/server/db/tenant-transaction.ts) runs as "startline_app" with "startline.tenant_id" set, and sees
-- and writes only that tenant's rows, whatever its statements' WHERE says.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'startline_app') THEN
    CREATE ROLE "startline_app" NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- roles are shared by every database of the server: another database's migration made it meanwhile
  NULL;
END
$$;--> statement-breakpoint
-- The owner must be able to SET ROLE to it: a superuser can; another owner is made a member (from
-- PostgreSQL 16 on, the creator of a role is not, unless granted SET).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    IF current_setting('server_version_num')::int >= 160000 THEN
      EXECUTE format('GRANT "startline_app" TO %I WITH SET TRUE', current_user);
    ELSE
      EXECUTE format('GRANT "startline_app" TO %I', current_user);
    END IF;
  END IF;
END
$$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO "startline_app";--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO "startline_app";--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO "startline_app";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "startline_app";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO "startline_app";--> statement-breakpoint
-- Every table with a tenant_id (tenants, cities and rate_limit_hits have none). A table added later needs
-- the same two statements in its own migration: db/tenant-transaction.test.ts fails until it has them.
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY[
    'campaign_events', 'campaigns', 'clubs', 'contact_messages', 'corporate_leads', 'email_tokens',
    'event_items', 'event_questions', 'events', 'identity_documents', 'mail_outbox', 'order_items', 'orders',
    'organizers', 'person_images', 'persons', 'race_prices', 'races', 'registration_drafts', 'registrations',
    'relatives', 'results', 'search_words', 'series', 'sessions', 'users', 'vacancies'
  ] LOOP
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
