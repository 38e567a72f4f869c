-- One fold of user names: the key is computed in JavaScript (api/src/users/username-key.ts);
-- this backfill is its approximation in SQL, and the start recomputes every key in JavaScript
-- (refreshUsernameKeys in api/src/seed/bootstrap.ts). Older rows whose folds now clash keep working: all but the
-- oldest get '#<id>' after the key and sign in by their exact spelling.
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
UPDATE "users" SET "username_key" = lower(translate(normalize("username", NFKC), 'İIı', 'iii'));--> statement-breakpoint
UPDATE "users" u SET "username_key" = u."username_key" || '#' || u."id"
  WHERE EXISTS (SELECT 1 FROM "users" o WHERE o."username_key" = u."username_key" AND o."id" < u."id");--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "username_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "users_username_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_unique" ON "users" USING btree ("username_key");
