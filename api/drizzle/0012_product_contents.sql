ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "contains_alcohol" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "contains_pork" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "portion_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_allergens_check" CHECK ("products"."allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_portion_grams_check" CHECK ("products"."portion_grams" is null or "products"."portion_grams" between 1 and 5000);