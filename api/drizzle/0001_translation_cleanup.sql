-- Custom migration: translations.record_id points into the table named by table_name, so it cannot be a
-- foreign key. These triggers delete a record's translations together with the record (a product's
-- translations go with it, docs/api-rules.md, Data), including variants removed by the products cascade.
CREATE FUNCTION delete_record_translations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM translations WHERE table_name = TG_ARGV[0] AND record_id = OLD.id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_delete_translations AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION delete_record_translations('Products');
--> statement-breakpoint
CREATE TRIGGER product_variants_delete_translations AFTER DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION delete_record_translations('ProductVariants');
--> statement-breakpoint
CREATE TRIGGER product_addons_delete_translations AFTER DELETE ON product_addons
  FOR EACH ROW EXECUTE FUNCTION delete_record_translations('ProductAddons');
--> statement-breakpoint
CREATE TRIGGER categories_delete_translations AFTER DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION delete_record_translations('Categories');
