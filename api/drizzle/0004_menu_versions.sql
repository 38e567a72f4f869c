CREATE TABLE "menu_versions" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Custom part: every write to a record a public menu is built from bumps its restaurant's menu version in the
-- same transaction (a move to another restaurant bumps both). The API announces changes after commit for
-- speed; this version is what makes a lost announcement converge (see api/src/public-menus/plugin.ts).
CREATE FUNCTION bump_menu_version(rid integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO menu_versions AS m (restaurant_id, version, changed_at) VALUES (rid, 1, now())
  ON CONFLICT (restaurant_id) DO UPDATE SET version = m.version + 1, changed_at = now();
$$;
--> statement-breakpoint
-- TG_ARGV[0] names the column holding the restaurant id ('id' on restaurants itself).
CREATE FUNCTION menu_record_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_id := (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
  IF old_id IS NOT NULL THEN PERFORM bump_menu_version(old_id); END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN PERFORM bump_menu_version(new_id); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Variants carry no restaurant: it is their product's (a variant removed by a product's cascade finds no product;
-- the product's own trigger has bumped the version).
CREATE FUNCTION menu_variant_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN SELECT restaurant_id INTO old_id FROM products WHERE id = OLD.product_id; END IF;
  IF TG_OP <> 'DELETE' THEN SELECT restaurant_id INTO new_id FROM products WHERE id = NEW.product_id; END IF;
  IF old_id IS NOT NULL THEN PERFORM bump_menu_version(old_id); END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN PERFORM bump_menu_version(new_id); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER restaurants_menu_version AFTER INSERT OR UPDATE OR DELETE ON restaurants
  FOR EACH ROW EXECUTE FUNCTION menu_record_changed('id');
--> statement-breakpoint
CREATE TRIGGER categories_menu_version AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION menu_record_changed('restaurant_id');
--> statement-breakpoint
CREATE TRIGGER products_menu_version AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION menu_record_changed('restaurant_id');
--> statement-breakpoint
CREATE TRIGGER product_addons_menu_version AFTER INSERT OR UPDATE OR DELETE ON product_addons
  FOR EACH ROW EXECUTE FUNCTION menu_record_changed('restaurant_id');
--> statement-breakpoint
CREATE TRIGGER restaurant_hours_menu_version AFTER INSERT OR UPDATE OR DELETE ON restaurant_hours
  FOR EACH ROW EXECUTE FUNCTION menu_record_changed('restaurant_id');
--> statement-breakpoint
CREATE TRIGGER special_days_menu_version AFTER INSERT OR UPDATE OR DELETE ON special_days
  FOR EACH ROW EXECUTE FUNCTION menu_record_changed('restaurant_id');
--> statement-breakpoint
CREATE TRIGGER translations_menu_version AFTER INSERT OR UPDATE OR DELETE ON translations
  FOR EACH ROW EXECUTE FUNCTION menu_record_changed('restaurant_id');
--> statement-breakpoint
CREATE TRIGGER product_variants_menu_version AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION menu_variant_changed();
