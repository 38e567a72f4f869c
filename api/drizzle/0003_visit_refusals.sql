CREATE TABLE "menu_visit_refusals" (
	"restaurant_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_visit_refusals_restaurant_id_hour_pk" PRIMARY KEY("restaurant_id","hour")
);
--> statement-breakpoint
ALTER TABLE "menu_visit_refusals" ADD CONSTRAINT "menu_visit_refusals_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;