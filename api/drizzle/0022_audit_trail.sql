-- The trail of who changed what: one row per staff write (and per security event), append-only.
-- No foreign keys: a row outlives the restaurant, the user and the record it names.
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"restaurant_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" varchar(201),
	"entity" varchar(40) NOT NULL,
	"record_id" integer,
	"record_label" text,
	"action" varchar(10) NOT NULL,
	"event" varchar(40),
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_address" varchar(64),
	CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('create', 'update', 'delete', 'event'))
);
--> statement-breakpoint
CREATE INDEX "audit_events_restaurant_idx" ON "audit_events" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("entity","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
-- Custom part. A staff write runs with the transaction settings menu.user_id, menu.user_name and
-- menu.client_address (api/src/db/write-context.ts sets them for every write made while serving a signed-in
-- request), and the audited tables' trigger below records it in the same transaction, so no write path (a form,
-- a bulk edit, an import) can leave it out. Writes without an acting user (start-up seeding, jobs) are not staff
-- writes and are not recorded. Columns that are secret (hashes, tokens) or bookkeeping (counters, images of the
-- printed code) are never copied.
CREATE FUNCTION menu_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer := nullif(current_setting('menu.user_id', true), '')::integer;
  actor_name varchar(201) := nullif(current_setting('menu.user_name', true), '');
  old_j jsonb := '{}'::jsonb;
  new_j jsonb := '{}'::jsonb;
  row_j jsonb;
  diff jsonb;
  rid integer;
  label text;
  skipped text[] := array['id', 'created_date', 'password_hash', 'token_version', 'username_key', 'last_login_date',
    'access_count', 'last_accessed_date', 'qr_code_image'];
BEGIN
  -- Not a staff write, or a row removed by a cascade of the write already recorded (its parent's delete).
  IF actor IS NULL OR pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_j := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_j := to_jsonb(NEW); END IF;
  SELECT jsonb_object_agg(k, jsonb_build_array(old_j -> k, new_j -> k)) INTO diff
    FROM (SELECT jsonb_object_keys(old_j || new_j) AS k) AS keys
    WHERE coalesce(old_j -> k, 'null'::jsonb) IS DISTINCT FROM coalesce(new_j -> k, 'null'::jsonb)
      AND k <> ALL (skipped) AND k !~ '(hash|secret|token|password)';
  IF diff IS NULL THEN RETURN NULL; END IF; -- only bookkeeping changed (a sign-in's date, a scan's counter)
  row_j := CASE WHEN TG_OP = 'DELETE' THEN old_j ELSE new_j END;
  IF TG_TABLE_NAME = 'restaurants' THEN
    rid := (row_j ->> 'id')::integer;
  ELSIF TG_TABLE_NAME = 'product_variants' THEN
    SELECT restaurant_id INTO rid FROM products WHERE id = (row_j ->> 'product_id')::integer;
  ELSE
    rid := (row_j ->> 'restaurant_id')::integer;
  END IF;
  label := coalesce(
    CASE WHEN TG_TABLE_NAME = 'users' THEN nullif(trim(concat_ws(' ', row_j ->> 'first_name', row_j ->> 'last_name')), '') END,
    row_j ->> 'name', row_j ->> 'table_number', row_j ->> 'date', row_j ->> 'day_of_week', row_j ->> 'username',
    row_j ->> 'field_name');
  IF actor_name IS NULL THEN
    SELECT nullif(trim(concat_ws(' ', first_name, last_name)), '') INTO actor_name FROM users WHERE id = actor;
  END IF;
  INSERT INTO audit_events (restaurant_id, user_id, user_name, entity, record_id, record_label, action, changes, client_address)
  VALUES (rid, actor, actor_name, TG_TABLE_NAME, (row_j ->> 'id')::integer, left(label, 200),
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END, diff,
    nullif(current_setting('menu.client_address', true), ''));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Append-only: updates, deletes and truncation are refused, except the retention job's deletes (it sets
-- menu.audit_retention in its own transaction; api/src/audit/retention.ts).
CREATE FUNCTION menu_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('menu.audit_retention', true) = 'on' THEN RETURN OLD; END IF;
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION menu_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION menu_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER restaurants_audit AFTER INSERT OR UPDATE OR DELETE ON restaurants FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
--> statement-breakpoint
CREATE TRIGGER categories_audit AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
--> statement-breakpoint
CREATE TRIGGER products_audit AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
--> statement-breakpoint
CREATE TRIGGER product_variants_audit AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
--> statement-breakpoint
CREATE TRIGGER product_addons_audit AFTER INSERT OR UPDATE OR DELETE ON product_addons FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
--> statement-breakpoint
CREATE TRIGGER menu_qr_codes_audit AFTER INSERT OR UPDATE OR DELETE ON menu_qr_codes FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
--> statement-breakpoint
CREATE TRIGGER restaurant_hours_audit AFTER INSERT OR UPDATE OR DELETE ON restaurant_hours FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
--> statement-breakpoint
CREATE TRIGGER special_days_audit AFTER INSERT OR UPDATE OR DELETE ON special_days FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
--> statement-breakpoint
CREATE TRIGGER translations_audit AFTER INSERT OR UPDATE OR DELETE ON translations FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
