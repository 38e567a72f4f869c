CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"icon" varchar(50),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_id_restaurant_unique" UNIQUE("id","restaurant_id"),
	CONSTRAINT "categories_display_order_check" CHECK ("categories"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_access_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"access_date" timestamp with time zone DEFAULT now() NOT NULL,
	"restaurant_id" integer NOT NULL,
	"qr_code_id" integer,
	"ip_address" varchar(64),
	"device_type" varchar(10) DEFAULT 'other' NOT NULL,
	"session_duration" integer DEFAULT 0 NOT NULL,
	"user_agent" text,
	CONSTRAINT "menu_access_logs_device_type_check" CHECK ("menu_access_logs"."device_type" in ('mobile', 'tablet', 'desktop', 'other')),
	CONSTRAINT "menu_access_logs_session_duration_check" CHECK ("menu_access_logs"."session_duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_qr_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"table_number" varchar(20) NOT NULL,
	"qr_code_url" text,
	"qr_code_image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"access_count" integer DEFAULT 0 NOT NULL,
	"last_accessed_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_qr_codes_restaurant_table_unique" UNIQUE("restaurant_id","table_number")
);
--> statement-breakpoint
CREATE TABLE "product_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_addons_price_check" CHECK ("product_addons"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"price_modifier" numeric(10, 2) DEFAULT '0' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_display_order_check" CHECK ("product_variants"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"discounted_price" numeric(10, 2),
	"image" text,
	"ingredients" text DEFAULT '' NOT NULL,
	"calories" integer DEFAULT 0 NOT NULL,
	"preparation_time" integer,
	"is_vegetarian" boolean DEFAULT false NOT NULL,
	"is_vegan" boolean DEFAULT false NOT NULL,
	"is_gluten_free" boolean DEFAULT false NOT NULL,
	"is_spicy" boolean DEFAULT false NOT NULL,
	"spicy_level" smallint DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"rating" numeric(2, 1) DEFAULT '4.5' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price" > 0),
	CONSTRAINT "products_discounted_price_check" CHECK ("products"."discounted_price" is null or "products"."discounted_price" >= 0),
	CONSTRAINT "products_spicy_level_check" CHECK ("products"."spicy_level" between 0 and 5),
	CONSTRAINT "products_counts_check" CHECK ("products"."calories" >= 0 and "products"."display_order" >= 0 and ("products"."preparation_time" is null or "products"."preparation_time" >= 0)),
	CONSTRAINT "products_rating_check" CHECK ("products"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "restaurant_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"open_time" time,
	"close_time" time,
	"is_closed" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_hours_restaurant_day_unique" UNIQUE("restaurant_id","day_of_week"),
	CONSTRAINT "restaurant_hours_day_check" CHECK ("restaurant_hours"."day_of_week" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"address" varchar(500),
	"phone" varchar(50),
	"email" varchar(254),
	"website" varchar(500),
	"logo" text,
	"background_image" text,
	"primary_color" varchar(7) DEFAULT '#FF6B35' NOT NULL,
	"secondary_color" varchar(7) DEFAULT '#2C3E50' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" varchar(100),
	"open_time" time,
	"close_time" time,
	"is_closed" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_days_restaurant_date_unique" UNIQUE("restaurant_id","date")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"language_code" varchar(5) NOT NULL,
	"table_name" varchar(30) NOT NULL,
	"record_id" integer NOT NULL,
	"field_name" varchar(30) NOT NULL,
	"translated_text" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_unique" UNIQUE("restaurant_id","language_code","table_name","record_id","field_name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer,
	"username" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"role" varchar(20) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('SuperAdmin', 'Admin', 'Manager', 'User')),
	CONSTRAINT "users_restaurant_required" CHECK ("users"."role" = 'SuperAdmin' or "users"."restaurant_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_access_logs" ADD CONSTRAINT "menu_access_logs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_access_logs" ADD CONSTRAINT "menu_access_logs_qr_code_id_menu_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."menu_qr_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_qr_codes" ADD CONSTRAINT "menu_qr_codes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_addons" ADD CONSTRAINT "product_addons_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("category_id","restaurant_id") REFERENCES "public"."categories"("id","restaurant_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_hours" ADD CONSTRAINT "restaurant_hours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_days" ADD CONSTRAINT "special_days_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_restaurant_idx" ON "categories" USING btree ("restaurant_id","display_order");--> statement-breakpoint
CREATE INDEX "menu_access_logs_restaurant_date_idx" ON "menu_access_logs" USING btree ("restaurant_id","access_date");--> statement-breakpoint
CREATE INDEX "menu_access_logs_qr_code_idx" ON "menu_access_logs" USING btree ("qr_code_id");--> statement-breakpoint
CREATE INDEX "product_addons_restaurant_idx" ON "product_addons" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","display_order");--> statement-breakpoint
CREATE INDEX "products_restaurant_idx" ON "products" USING btree ("restaurant_id","display_order");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "translations_record_idx" ON "translations" USING btree ("table_name","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_restaurant_idx" ON "users" USING btree ("restaurant_id");