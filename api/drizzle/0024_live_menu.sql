-- Timed sold-out: while sold_out_until lies in the future the product is sold out whatever is_available says,
-- and it comes back by itself at that time (no write: the menu cache expires at the boundary).
ALTER TABLE "products" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
-- The live menu: every bump of a restaurant's menu version also takes an event number from the live stream's
-- sequence (shared with the table calls, so one Last-Event-ID orders both) and records which tables the
-- writing transaction touched. A stream replays from this row: the event a client missed keeps its number.
ALTER TABLE "menu_versions" ADD COLUMN "event_id" bigint DEFAULT nextval('service_event_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_versions" ADD COLUMN "changed" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_versions" ADD COLUMN "changed_tx" bigint;--> statement-breakpoint
CREATE FUNCTION bump_menu_version(rid integer, what text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO menu_versions AS m (restaurant_id, version, changed_at, event_id, changed, changed_tx)
  VALUES (rid, 1, now(), nextval('service_event_seq'), ARRAY[what], txid_current())
  ON CONFLICT (restaurant_id) DO UPDATE SET
    version = m.version + 1,
    changed_at = now(),
    event_id = nextval('service_event_seq'),
    changed = CASE
      WHEN m.changed_tx IS DISTINCT FROM txid_current() THEN ARRAY[what]
      WHEN what = ANY (m.changed) THEN m.changed
      ELSE m.changed || what
    END,
    changed_tx = txid_current();
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_menu_version(rid integer) RETURNS void LANGUAGE sql AS $$
  SELECT bump_menu_version(rid, 'menu');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION menu_record_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_id := (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
  IF old_id IS NOT NULL THEN PERFORM bump_menu_version(old_id, TG_TABLE_NAME); END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN PERFORM bump_menu_version(new_id, TG_TABLE_NAME); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION menu_variant_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN SELECT restaurant_id INTO old_id FROM products WHERE id = OLD.product_id; END IF;
  IF TG_OP <> 'DELETE' THEN SELECT restaurant_id INTO new_id FROM products WHERE id = NEW.product_id; END IF;
  IF old_id IS NOT NULL THEN PERFORM bump_menu_version(old_id, TG_TABLE_NAME); END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN PERFORM bump_menu_version(new_id, TG_TABLE_NAME); END IF;
  RETURN NULL;
END;
$$;
