ALTER TABLE "registration_changes" DROP CONSTRAINT "registration_changes_kind_check";--> statement-breakpoint
ALTER TABLE "registration_changes" ADD CONSTRAINT "registration_changes_kind_check" CHECK ("registration_changes"."kind" in ('edited', 'moved', 'cancelled', 'start-pack-given', 'start-pack-returned', 'registered-offline'));--> statement-breakpoint
-- what the start-pack point did before it was recorded here (ADR 025): the start packs given now (by their
-- operator, in the role they have now; the admission statuses as they are now) and the participants
-- registered there (by the operator who sold the order, with its amount and how it was paid)
INSERT INTO "registration_changes" ("tenant_id", "registration_id", "kind", "actor_user_id", "actor", "details", "created_at")
SELECT g."tenant_id", g."id", 'start-pack-given', g."start_pack_given_by",
  coalesce(m."role", 'operator') || ':' || g."start_pack_given_by",
  jsonb_build_object('admission', jsonb_build_object('medical', g."medical_status", 'insurance', g."insurance_status", 'identity', g."identity_status")),
  g."start_pack_given_at"
FROM "registrations" g
JOIN "events" e ON e."id" = g."event_id" AND e."tenant_id" = g."tenant_id"
LEFT JOIN "organizer_members" m ON m."tenant_id" = g."tenant_id" AND m."organizer_id" = e."organizer_id" AND m."user_id" = g."start_pack_given_by"
WHERE g."start_pack_given_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "registration_changes" ("tenant_id", "registration_id", "kind", "actor_user_id", "actor", "details", "order_id", "created_at")
SELECT g."tenant_id", g."id", 'registered-offline', o."sold_by",
  coalesce(m."role", 'operator') || ':' || o."sold_by",
  jsonb_build_object(
    'race', jsonb_build_object('ru', r."name_ru", 'en', coalesce(r."name_en", r."name_ru")),
    'amount', o."total_amount", 'currency', o."currency",
    'method', (SELECT p."method" FROM "payments" p WHERE p."order_id" = o."id" AND p."tenant_id" = o."tenant_id" ORDER BY p."created_at" LIMIT 1),
    'mailedTo', NULL),
  o."id", o."created_at"
FROM "registrations" g
JOIN "orders" o ON o."id" = g."order_id" AND o."tenant_id" = g."tenant_id"
JOIN "races" r ON r."id" = g."race_id" AND r."tenant_id" = g."tenant_id"
LEFT JOIN "events" e ON e."id" = o."event_id" AND e."tenant_id" = o."tenant_id"
LEFT JOIN "organizer_members" m ON m."tenant_id" = o."tenant_id" AND m."organizer_id" = e."organizer_id" AND m."user_id" = o."sold_by"
WHERE o."sold_by" IS NOT NULL;
