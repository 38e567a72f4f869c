-- One active category of a name per restaurant and one product of a name per category: 'Tatlılar', 'TATLILAR'
-- and 'Tatlilar' are the same name. The key is SQL's approximation of foldSearch (@menu/shared/search): the
-- services compare with foldSearch itself first and answer 409; this index is what holds when two instances
-- save at once. Names that already clash get ' (2)', ' (3)'… in the order the menu shows them, so the owner
-- sees which to rename or merge.
ALTER TABLE "categories" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(translate("name", 'İIıÇĞÖŞÜÂÎÛçğöşüâîûÁÀÄÉÈÊËÍÌÏÓÒÚÙÑáàäéèêëíìïóòúùñ', 'iiicgosuaiucgosuaiuaaaeeeeiiioouunaaaeeeeiiioouun')), '\s+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(translate("name", 'İIıÇĞÖŞÜÂÎÛçğöşüâîûÁÀÄÉÈÊËÍÌÏÓÒÚÙÑáàäéèêëíìïóòúùñ', 'iiicgosuaiucgosuaiuaaaeeeeiiioouunaaaeeeeiiioouun')), '\s+', ' ', 'g'))) STORED;--> statement-breakpoint
UPDATE "categories" c SET "name" = left(c."name", 94) || ' (' || d.n || ')'
  FROM (SELECT "id", row_number() OVER (PARTITION BY "restaurant_id", "name_key" ORDER BY "display_order", "id") AS n FROM "categories" WHERE "is_active") d
  WHERE c."id" = d."id" AND d.n > 1;--> statement-breakpoint
UPDATE "products" p SET "name" = left(p."name", 194) || ' (' || d.n || ')'
  FROM (SELECT "id", row_number() OVER (PARTITION BY "category_id", "name_key" ORDER BY "display_order", "id") AS n FROM "products") d
  WHERE p."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_active_name_unique" ON "categories" USING btree ("restaurant_id", "name_key") WHERE "is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "products_category_name_unique" ON "products" USING btree ("category_id", "name_key");
