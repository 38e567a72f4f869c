CREATE TABLE "cluster_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_instance" text NOT NULL,
	"last_error" text,
	"runs" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_known_addresses" (
	"username_key" text NOT NULL,
	"ip" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_known_addresses_username_key_ip_pk" PRIMARY KEY("username_key","ip")
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_known_addresses_until_idx" ON "sign_in_known_addresses" USING btree ("until");--> statement-breakpoint
CREATE INDEX "sign_in_throttle_reset_idx" ON "sign_in_throttle" USING btree ("reset_at");