-- Custom migration: the visit log partitioned by month, its rollups kept by statement-level
-- triggers in the same statement as every insert, update and delete, and the visitor sketches.
-- The snapshot beside it was generated from src/db/schema.ts; this SQL replaces what drizzle-kit wrote,
-- which cannot express partitions or triggers.
CREATE TABLE "menu_visit_days" (
	"restaurant_id" integer NOT NULL,
	"day" date NOT NULL,
	"qr_code_id" integer,
	"device_type" varchar(10) NOT NULL,
	"language" varchar(8) NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_visit_days_key" UNIQUE NULLS NOT DISTINCT("restaurant_id","day","qr_code_id","device_type","language")
);
--> statement-breakpoint
CREATE TABLE "menu_visit_hours" (
	"restaurant_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"device_type" varchar(10) NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"session_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_visit_hours_restaurant_id_hour_device_type_pk" PRIMARY KEY("restaurant_id","hour","device_type")
);
--> statement-breakpoint
CREATE TABLE "menu_visit_sections" (
	"restaurant_id" integer NOT NULL,
	"day" date NOT NULL,
	"category_id" integer NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_visit_sections_restaurant_id_day_category_id_pk" PRIMARY KEY("restaurant_id","day","category_id")
);
--> statement-breakpoint
CREATE TABLE "menu_visitor_sketches" (
	"restaurant_id" integer NOT NULL,
	"day" date NOT NULL,
	"device_type" varchar(10) DEFAULT '' NOT NULL,
	"registers" "bytea" NOT NULL,
	CONSTRAINT "menu_visitor_sketches_restaurant_id_day_device_type_pk" PRIMARY KEY("restaurant_id","day","device_type")
);
--> statement-breakpoint
ALTER TABLE "menu_visit_days" ADD CONSTRAINT "menu_visit_days_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_visit_hours" ADD CONSTRAINT "menu_visit_hours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_visit_sections" ADD CONSTRAINT "menu_visit_sections_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint

-- 1. The visit log, partitioned by month of access_date (months in Turkey), with a default partition for anything
--    outside the months made so far. Rows are copied from the old table, which is then dropped; the id
--    sequence carries on.
CREATE TABLE "menu_access_logs_partitioned" (
	"id" bigint DEFAULT nextval('menu_access_logs_id_seq'::regclass) NOT NULL,
	"access_date" timestamp with time zone DEFAULT now() NOT NULL,
	"restaurant_id" integer NOT NULL,
	"qr_code_id" integer,
	"ip_address" varchar(64),
	"device_type" varchar(10) DEFAULT 'other' NOT NULL,
	"session_duration" integer DEFAULT 0 NOT NULL,
	"user_agent" text,
	"language" varchar(8) DEFAULT '' NOT NULL,
	CONSTRAINT "menu_access_logs_partitioned_pkey" PRIMARY KEY ("id", "access_date"),
	CONSTRAINT "menu_access_logs_partitioned_device_type_check" CHECK ("device_type" in ('mobile', 'tablet', 'desktop', 'other')),
	CONSTRAINT "menu_access_logs_partitioned_session_duration_check" CHECK ("session_duration" >= 0)
) PARTITION BY RANGE ("access_date");
--> statement-breakpoint
CREATE TABLE "menu_access_logs_default" PARTITION OF "menu_access_logs_partitioned" DEFAULT;
--> statement-breakpoint
-- Makes the monthly partitions of [first, last] that do not exist yet. Months are months in Turkey
-- (Europe/Istanbul), so a partition holds whole report days and retention can drop it together with the rollup
-- rows of exactly those days. Rows of a new month that went to the default partition meanwhile are moved into
-- it. Called by the app at start and hourly (three months ahead) and by the visit generator for its range;
-- an advisory lock keeps two instances from making the same partition at once.
CREATE FUNCTION menu_access_logs_ensure_partitions(first timestamptz, last timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  month timestamptz := date_trunc('month', first, 'Europe/Istanbul');
  made integer := 0;
  name text;
  parent text := 'menu_access_logs';
BEGIN
  PERFORM pg_advisory_xact_lock(727245014);
  -- During migration 0006 the partitioned table still has its temporary name.
  IF to_regclass('menu_access_logs_partitioned') IS NOT NULL THEN
    parent := 'menu_access_logs_partitioned';
  END IF;
  WHILE month <= last LOOP
    name := 'menu_access_logs_y' || to_char(month AT TIME ZONE 'Europe/Istanbul', 'YYYY') || 'm' || to_char(month AT TIME ZONE 'Europe/Istanbul', 'MM');
    IF to_regclass(name) IS NULL THEN
      EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name, parent);
      -- Statements on a partition itself do not fire the parent's statement triggers: the rollups already count these rows.
      EXECUTE format('WITH moved AS (DELETE FROM menu_access_logs_default WHERE access_date >= %L AND access_date < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
                     month, date_trunc('month', month + interval '32 days', 'Europe/Istanbul'), name);
      EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, name, month, date_trunc('month', month + interval '32 days', 'Europe/Istanbul'));
      made := made + 1;
    END IF;
    month := date_trunc('month', month + interval '32 days', 'Europe/Istanbul');
  END LOOP;
  RETURN made;
END;
$$;
--> statement-breakpoint
SELECT menu_access_logs_ensure_partitions(coalesce((SELECT min(access_date) FROM menu_access_logs), now()), now() + interval '3 months');
--> statement-breakpoint
INSERT INTO "menu_access_logs_partitioned" ("id", "access_date", "restaurant_id", "qr_code_id", "ip_address", "device_type", "session_duration", "user_agent")
SELECT "id", "access_date", "restaurant_id", "qr_code_id", "ip_address", "device_type", "session_duration", "user_agent" FROM "menu_access_logs";
--> statement-breakpoint
ALTER SEQUENCE "menu_access_logs_id_seq" OWNED BY "menu_access_logs_partitioned"."id";
--> statement-breakpoint
DROP TABLE "menu_access_logs";
--> statement-breakpoint
ALTER TABLE "menu_access_logs_partitioned" RENAME TO "menu_access_logs";
--> statement-breakpoint
ALTER TABLE "menu_access_logs" RENAME CONSTRAINT "menu_access_logs_partitioned_pkey" TO "menu_access_logs_pkey";
--> statement-breakpoint
ALTER TABLE "menu_access_logs" RENAME CONSTRAINT "menu_access_logs_partitioned_device_type_check" TO "menu_access_logs_device_type_check";
--> statement-breakpoint
ALTER TABLE "menu_access_logs" RENAME CONSTRAINT "menu_access_logs_partitioned_session_duration_check" TO "menu_access_logs_session_duration_check";
--> statement-breakpoint
ALTER TABLE "menu_access_logs" ADD CONSTRAINT "menu_access_logs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_access_logs" ADD CONSTRAINT "menu_access_logs_qr_code_id_menu_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."menu_qr_codes"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "menu_access_logs_restaurant_date_idx" ON "menu_access_logs" USING btree ("restaurant_id", "access_date");
--> statement-breakpoint
CREATE INDEX "menu_access_logs_date_idx" ON "menu_access_logs" USING btree ("access_date");
--> statement-breakpoint
CREATE INDEX "menu_access_logs_qr_code_idx" ON "menu_access_logs" USING btree ("qr_code_id");
--> statement-breakpoint
-- 2. The visitor sketch: HyperLogLog with 1,024 one-byte registers. An address hashes (md5, first 32 bits) to
--    a register (low 10 bits) and a rank (leading zeros of the other 22 bits, plus one).
CREATE FUNCTION menu_visitor_hash(ip text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ('x' || substr(md5(ip), 1, 8))::bit(32)::integer
$$;
--> statement-breakpoint
CREATE FUNCTION menu_visitor_register(h integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT h & 1023
$$;
--> statement-breakpoint
CREATE FUNCTION menu_visitor_rank(h integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 23 - length(ltrim(((h >> 10) & 4194303)::bit(22)::text, '0'))
$$;
--> statement-breakpoint
-- Raises the registers named in `registers` to at least the matching `ranks`.
CREATE FUNCTION menu_visitor_sketch_add(sketch bytea, registers integer[], ranks integer[]) RETURNS bytea
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  i integer;
BEGIN
  IF sketch IS NULL OR length(sketch) <> 1024 THEN
    sketch := decode(repeat('00', 1024), 'hex');
  END IF;
  FOR i IN 1 .. coalesce(array_length(registers, 1), 0) LOOP
    IF get_byte(sketch, registers[i]) < ranks[i] THEN
      sketch := set_byte(sketch, registers[i], ranks[i]);
    END IF;
  END LOOP;
  RETURN sketch;
END;
$$;
--> statement-breakpoint
-- 3. The rollups follow every change of the log in the statement that made it: inserted rows count +1, deleted
--    ones -1, an update takes its old version out and puts the new one in (a session end moves a visit into
--    'ended'; deleting a QR code sets its visits' code to null, which moves them to the null code). Statements
--    on one partition directly (partition maintenance) do not fire these: they move rows already counted.
--    The sketches only grow: deleting a visit does not take its address out (retention drops whole days).
CREATE FUNCTION menu_access_logs_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO menu_visit_hours AS h (restaurant_id, hour, device_type, visits, ended, session_seconds)
  SELECT restaurant_id, date_trunc('hour', access_date, 'UTC'), device_type,
         sum(sign), sum(sign * (session_duration > 0)::integer), sum(sign * session_duration::bigint)
    FROM (SELECT restaurant_id, access_date, qr_code_id, device_type, language, session_duration, 1 AS sign FROM added) c
   GROUP BY 1, 2, 3
  HAVING sum(sign) <> 0 OR sum(sign * (session_duration > 0)::integer) <> 0 OR sum(sign * session_duration::bigint) <> 0
      ON CONFLICT (restaurant_id, hour, device_type) DO UPDATE
     SET visits = h.visits + excluded.visits, ended = h.ended + excluded.ended, session_seconds = h.session_seconds + excluded.session_seconds;
  INSERT INTO menu_visit_days AS d (restaurant_id, day, qr_code_id, device_type, language, visits)
  SELECT restaurant_id, (access_date AT TIME ZONE 'Europe/Istanbul')::date, qr_code_id, device_type, language, sum(sign)
    FROM (SELECT restaurant_id, access_date, qr_code_id, device_type, language, session_duration, 1 AS sign FROM added) c
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign) <> 0
      ON CONFLICT ON CONSTRAINT menu_visit_days_key DO UPDATE SET visits = d.visits + excluded.visits;
  -- Unique visitors: the day's sketches of the restaurant and of restaurant 0 (all restaurants), each for the
  -- visit's device type and for '' (all devices), take the addresses.
  INSERT INTO menu_visitor_sketches (restaurant_id, day, device_type, registers)
  SELECT DISTINCT k.restaurant_id, x.day, k.device_type, decode(repeat('00', 1024), 'hex')
    FROM (SELECT restaurant_id, device_type, (access_date AT TIME ZONE 'Europe/Istanbul')::date AS day FROM added WHERE ip_address IS NOT NULL) x
   CROSS JOIN LATERAL (VALUES (x.restaurant_id, x.device_type), (x.restaurant_id, ''), (0, x.device_type), (0, '')) k(restaurant_id, device_type)
      ON CONFLICT (restaurant_id, day, device_type) DO NOTHING;
  UPDATE menu_visitor_sketches s
     SET registers = menu_visitor_sketch_add(s.registers, g.registers, g.ranks)
    FROM (SELECT k.restaurant_id, x.day, k.device_type, array_agg(menu_visitor_register(x.h)) AS registers, array_agg(menu_visitor_rank(x.h)) AS ranks
            FROM (SELECT restaurant_id, device_type, (access_date AT TIME ZONE 'Europe/Istanbul')::date AS day, menu_visitor_hash(ip_address) AS h FROM added WHERE ip_address IS NOT NULL) x
           CROSS JOIN LATERAL (VALUES (x.restaurant_id, x.device_type), (x.restaurant_id, ''), (0, x.device_type), (0, '')) k(restaurant_id, device_type)
           GROUP BY 1, 2, 3) g
   WHERE s.restaurant_id = g.restaurant_id AND s.day = g.day AND s.device_type = g.device_type;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION menu_access_logs_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO menu_visit_hours AS h (restaurant_id, hour, device_type, visits, ended, session_seconds)
  SELECT restaurant_id, date_trunc('hour', access_date, 'UTC'), device_type,
         sum(sign), sum(sign * (session_duration > 0)::integer), sum(sign * session_duration::bigint)
    FROM (SELECT restaurant_id, access_date, qr_code_id, device_type, language, session_duration, -1 AS sign FROM removed UNION ALL SELECT restaurant_id, access_date, qr_code_id, device_type, language, session_duration, 1 FROM added) c
   GROUP BY 1, 2, 3
  HAVING sum(sign) <> 0 OR sum(sign * (session_duration > 0)::integer) <> 0 OR sum(sign * session_duration::bigint) <> 0
      ON CONFLICT (restaurant_id, hour, device_type) DO UPDATE
     SET visits = h.visits + excluded.visits, ended = h.ended + excluded.ended, session_seconds = h.session_seconds + excluded.session_seconds;
  INSERT INTO menu_visit_days AS d (restaurant_id, day, qr_code_id, device_type, language, visits)
  SELECT restaurant_id, (access_date AT TIME ZONE 'Europe/Istanbul')::date, qr_code_id, device_type, language, sum(sign)
    FROM (SELECT restaurant_id, access_date, qr_code_id, device_type, language, session_duration, -1 AS sign FROM removed UNION ALL SELECT restaurant_id, access_date, qr_code_id, device_type, language, session_duration, 1 FROM added) c
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign) <> 0
      ON CONFLICT ON CONSTRAINT menu_visit_days_key DO UPDATE SET visits = d.visits + excluded.visits;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION menu_access_logs_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO menu_visit_hours AS h (restaurant_id, hour, device_type, visits, ended, session_seconds)
  SELECT restaurant_id, date_trunc('hour', access_date, 'UTC'), device_type,
         sum(sign), sum(sign * (session_duration > 0)::integer), sum(sign * session_duration::bigint)
    FROM (SELECT restaurant_id, access_date, qr_code_id, device_type, language, session_duration, -1 AS sign FROM removed) c
   GROUP BY 1, 2, 3
  HAVING sum(sign) <> 0 OR sum(sign * (session_duration > 0)::integer) <> 0 OR sum(sign * session_duration::bigint) <> 0
      ON CONFLICT (restaurant_id, hour, device_type) DO UPDATE
     SET visits = h.visits + excluded.visits, ended = h.ended + excluded.ended, session_seconds = h.session_seconds + excluded.session_seconds;
  INSERT INTO menu_visit_days AS d (restaurant_id, day, qr_code_id, device_type, language, visits)
  SELECT restaurant_id, (access_date AT TIME ZONE 'Europe/Istanbul')::date, qr_code_id, device_type, language, sum(sign)
    FROM (SELECT restaurant_id, access_date, qr_code_id, device_type, language, session_duration, -1 AS sign FROM removed) c
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign) <> 0
      ON CONFLICT ON CONSTRAINT menu_visit_days_key DO UPDATE SET visits = d.visits + excluded.visits;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER menu_access_logs_rollup_insert AFTER INSERT ON menu_access_logs
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION menu_access_logs_rollup_insert();
--> statement-breakpoint
CREATE TRIGGER menu_access_logs_rollup_update AFTER UPDATE ON menu_access_logs
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION menu_access_logs_rollup_update();
--> statement-breakpoint
CREATE TRIGGER menu_access_logs_rollup_delete AFTER DELETE ON menu_access_logs
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION menu_access_logs_rollup_delete();
--> statement-breakpoint
-- 4. The visits already logged, rolled up once (the triggers did not exist when they were copied).
CREATE TEMP TABLE added AS SELECT * FROM menu_access_logs;
--> statement-breakpoint
DO $$
BEGIN
  INSERT INTO menu_visit_hours AS h (restaurant_id, hour, device_type, visits, ended, session_seconds)
  SELECT restaurant_id, date_trunc('hour', access_date, 'UTC'), device_type,
         sum(sign), sum(sign * (session_duration > 0)::integer), sum(sign * session_duration::bigint)
    FROM (SELECT restaurant_id, access_date, qr_code_id, device_type, language, session_duration, 1 AS sign FROM added) c
   GROUP BY 1, 2, 3
  HAVING sum(sign) <> 0 OR sum(sign * (session_duration > 0)::integer) <> 0 OR sum(sign * session_duration::bigint) <> 0
      ON CONFLICT (restaurant_id, hour, device_type) DO UPDATE
     SET visits = h.visits + excluded.visits, ended = h.ended + excluded.ended, session_seconds = h.session_seconds + excluded.session_seconds;
  INSERT INTO menu_visit_days AS d (restaurant_id, day, qr_code_id, device_type, language, visits)
  SELECT restaurant_id, (access_date AT TIME ZONE 'Europe/Istanbul')::date, qr_code_id, device_type, language, sum(sign)
    FROM (SELECT restaurant_id, access_date, qr_code_id, device_type, language, session_duration, 1 AS sign FROM added) c
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign) <> 0
      ON CONFLICT ON CONSTRAINT menu_visit_days_key DO UPDATE SET visits = d.visits + excluded.visits;
  -- Unique visitors: the day's sketches of the restaurant and of restaurant 0 (all restaurants), each for the
  -- visit's device type and for '' (all devices), take the addresses.
  INSERT INTO menu_visitor_sketches (restaurant_id, day, device_type, registers)
  SELECT DISTINCT k.restaurant_id, x.day, k.device_type, decode(repeat('00', 1024), 'hex')
    FROM (SELECT restaurant_id, device_type, (access_date AT TIME ZONE 'Europe/Istanbul')::date AS day FROM added WHERE ip_address IS NOT NULL) x
   CROSS JOIN LATERAL (VALUES (x.restaurant_id, x.device_type), (x.restaurant_id, ''), (0, x.device_type), (0, '')) k(restaurant_id, device_type)
      ON CONFLICT (restaurant_id, day, device_type) DO NOTHING;
  UPDATE menu_visitor_sketches s
     SET registers = menu_visitor_sketch_add(s.registers, g.registers, g.ranks)
    FROM (SELECT k.restaurant_id, x.day, k.device_type, array_agg(menu_visitor_register(x.h)) AS registers, array_agg(menu_visitor_rank(x.h)) AS ranks
            FROM (SELECT restaurant_id, device_type, (access_date AT TIME ZONE 'Europe/Istanbul')::date AS day, menu_visitor_hash(ip_address) AS h FROM added WHERE ip_address IS NOT NULL) x
           CROSS JOIN LATERAL (VALUES (x.restaurant_id, x.device_type), (x.restaurant_id, ''), (0, x.device_type), (0, '')) k(restaurant_id, device_type)
           GROUP BY 1, 2, 3) g
   WHERE s.restaurant_id = g.restaurant_id AND s.day = g.day AND s.device_type = g.device_type;
END;
$$;
--> statement-breakpoint
DROP TABLE added;
