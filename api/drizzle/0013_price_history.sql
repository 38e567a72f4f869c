CREATE TABLE "price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"addon_id" integer,
	"price" numeric(10, 2) NOT NULL,
	"discounted_price" numeric(10, 2),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	"changed_by_name" varchar(100),
	CONSTRAINT "price_changes_one_owner_check" CHECK (num_nonnulls("price_changes"."product_id", "price_changes"."variant_id", "price_changes"."addon_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_addon_id_product_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."product_addons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_product_idx" ON "price_changes" USING btree ("product_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_changes_variant_idx" ON "price_changes" USING btree ("variant_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_changes_addon_idx" ON "price_changes" USING btree ("addon_id","changed_at");