CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"restaurant_id" integer,
	"variant_of" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_size_check" CHECK ("images"."size" = octet_length("images"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_variant_of_images_key_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."images"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_restaurant_idx" ON "images" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "images_variant_of_idx" ON "images" USING btree ("variant_of");--> statement-breakpoint
-- Custom: images are compressed already; kept out of line without a second (wasted) compression.
ALTER TABLE "images" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
