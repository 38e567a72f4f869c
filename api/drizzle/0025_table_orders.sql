ALTER TABLE "restaurants" ADD COLUMN "accepts_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "table_orders" (
	"restaurant_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"number" integer NOT NULL,
	"qr_code_id" integer,
	"table_number" varchar(50) NOT NULL,
	"visit_id" bigint NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"status" varchar(20) DEFAULT 'sent' NOT NULL,
	"note" varchar(500),
	"reason" varchar(200),
	"total" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"rejected_at" timestamp with time zone,
	"served_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"changed_by" integer,
	"event_id" bigint DEFAULT nextval('service_event_seq') NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_orders_pkey" PRIMARY KEY("restaurant_id","id"),
	CONSTRAINT "table_orders_status_check" CHECK ("table_orders"."status" in ('sent', 'accepted', 'rejected', 'served', 'closed'))
);--> statement-breakpoint
CREATE TABLE "table_order_lines" (
	"restaurant_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"name" varchar(200) NOT NULL,
	"variant_name" varchar(200),
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"line_total" numeric(12, 2) NOT NULL,
	"note" varchar(140),
	CONSTRAINT "table_order_lines_pkey" PRIMARY KEY("restaurant_id","order_id","line_no"),
	CONSTRAINT "table_order_lines_quantity_check" CHECK ("table_order_lines"."quantity" between 1 and 20)
);--> statement-breakpoint
CREATE TABLE "table_order_numbers" (
	"restaurant_id" integer NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "table_order_numbers_pkey" PRIMARY KEY("restaurant_id","day")
);--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_qr_code_id_menu_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."menu_qr_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_order_lines" ADD CONSTRAINT "table_order_lines_order_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."table_orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_order_numbers" ADD CONSTRAINT "table_order_numbers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_orders_idempotency_idx" ON "table_orders" USING btree ("restaurant_id","visit_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "table_orders_event_idx" ON "table_orders" USING btree ("restaurant_id","event_id");--> statement-breakpoint
CREATE INDEX "table_orders_table_idx" ON "table_orders" USING btree ("restaurant_id","qr_code_id","status");--> statement-breakpoint
CREATE INDEX "table_orders_created_idx" ON "table_orders" USING btree ("restaurant_id","created_at");--> statement-breakpoint
-- Custom part. A staff member's status change is recorded in the change trail by the same trigger as every
-- other audited table (migration 0022); the diner's insert has no acting user and is not a staff write.
CREATE TRIGGER table_orders_audit AFTER INSERT OR UPDATE OR DELETE ON table_orders FOR EACH ROW EXECUTE FUNCTION menu_audit_row();
