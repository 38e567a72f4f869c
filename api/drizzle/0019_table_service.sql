ALTER TABLE "restaurants" ADD COLUMN "accepts_calls" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('SuperAdmin', 'Admin', 'Manager', 'User', 'Garson'));--> statement-breakpoint
CREATE SEQUENCE "service_event_seq";--> statement-breakpoint
CREATE TABLE "table_calls" (
	"restaurant_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"qr_code_id" integer,
	"table_number" varchar(50) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"visit_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"cancelled_at" timestamp with time zone,
	"event_id" bigint DEFAULT nextval('service_event_seq') NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_calls_pkey" PRIMARY KEY("restaurant_id","id"),
	CONSTRAINT "table_calls_kind_check" CHECK ("table_calls"."kind" in ('waiter', 'bill', 'printed-menu')),
	CONSTRAINT "table_calls_status_check" CHECK ("table_calls"."status" in ('open', 'acknowledged', 'done', 'cancelled'))
);--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_qr_code_id_menu_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."menu_qr_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_calls_live_kind_idx" ON "table_calls" USING btree ("restaurant_id","qr_code_id","kind") WHERE "table_calls"."status" in ('open', 'acknowledged');--> statement-breakpoint
CREATE INDEX "table_calls_event_idx" ON "table_calls" USING btree ("restaurant_id","event_id");--> statement-breakpoint
CREATE INDEX "table_calls_visit_idx" ON "table_calls" USING btree ("restaurant_id","visit_id","created_at");--> statement-breakpoint
CREATE INDEX "table_calls_created_idx" ON "table_calls" USING btree ("restaurant_id","created_at");
