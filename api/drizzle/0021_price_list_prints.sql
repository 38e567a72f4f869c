-- What each printed price list showed (the price-label rules want a list at the door and on the tables that
-- matches the menu): one row per restaurant and layout, replaced by every download of that layout, with the
-- products as printed (id, name, price, discounted price), so the API can say which products changed since.
CREATE TABLE "price_list_prints" (
	"restaurant_id" integer NOT NULL,
	"layout" varchar(16) NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_by" integer,
	"items" jsonb NOT NULL,
	CONSTRAINT "price_list_prints_restaurant_id_layout_pk" PRIMARY KEY("restaurant_id","layout"),
	CONSTRAINT "price_list_prints_layout_check" CHECK ("price_list_prints"."layout" IN ('a4', 'door', 'table'))
);
--> statement-breakpoint
ALTER TABLE "price_list_prints" ADD CONSTRAINT "price_list_prints_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prints" ADD CONSTRAINT "price_list_prints_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
