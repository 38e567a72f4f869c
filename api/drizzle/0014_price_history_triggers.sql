-- Price history: a row in price_changes for every product, variant and add-on when it is created
-- and whenever its price changes, written by the tables' own triggers so no path that writes a price (the API,
-- a catalog import, a script) can leave it out. The acting user is the transaction's menu.user_id setting
-- (api/src/db/actor.ts); its name is kept with the row.
CREATE FUNCTION menu_record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer := nullif(current_setting('menu.user_id', true), '')::integer;
  actor_name varchar(100);
BEGIN
  IF actor IS NOT NULL THEN
    SELECT username INTO actor_name FROM users WHERE id = actor;
  END IF;
  IF TG_TABLE_NAME = 'products' THEN
    IF TG_OP = 'INSERT' OR OLD.price IS DISTINCT FROM NEW.price OR OLD.discounted_price IS DISTINCT FROM NEW.discounted_price THEN
      INSERT INTO price_changes (product_id, price, discounted_price, changed_by, changed_by_name) VALUES (NEW.id, NEW.price, NEW.discounted_price, actor, actor_name);
    END IF;
  ELSIF TG_TABLE_NAME = 'product_variants' THEN
    IF TG_OP = 'INSERT' OR OLD.price_modifier IS DISTINCT FROM NEW.price_modifier THEN
      INSERT INTO price_changes (variant_id, price, changed_by, changed_by_name) VALUES (NEW.id, NEW.price_modifier, actor, actor_name);
    END IF;
  ELSIF TG_OP = 'INSERT' OR OLD.price IS DISTINCT FROM NEW.price THEN
    INSERT INTO price_changes (addon_id, price, changed_by, changed_by_name) VALUES (NEW.id, NEW.price, actor, actor_name);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_price_history AFTER INSERT OR UPDATE OF price, discounted_price ON products
  FOR EACH ROW EXECUTE FUNCTION menu_record_price_change();
--> statement-breakpoint
CREATE TRIGGER product_variants_price_history AFTER INSERT OR UPDATE OF price_modifier ON product_variants
  FOR EACH ROW EXECUTE FUNCTION menu_record_price_change();
--> statement-breakpoint
CREATE TRIGGER product_addons_price_history AFTER INSERT OR UPDATE OF price ON product_addons
  FOR EACH ROW EXECUTE FUNCTION menu_record_price_change();
--> statement-breakpoint
-- What is known of the prices before the history began: the current one, since the record's creation.
INSERT INTO price_changes (product_id, price, discounted_price, changed_at) SELECT id, price, discounted_price, created_date FROM products;
--> statement-breakpoint
INSERT INTO price_changes (variant_id, price, changed_at) SELECT id, price_modifier, created_date FROM product_variants;
--> statement-breakpoint
INSERT INTO price_changes (addon_id, price, changed_at) SELECT id, price, created_date FROM product_addons;
