CREATE TABLE "supply_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'each' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"pop_value" numeric(6, 2) DEFAULT '0' NOT NULL,
	"per_order_limit" integer DEFAULT 10 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"picture" "bytea",
	"picture_type" text,
	"picture_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"facility_id" integer,
	"facility_name" text NOT NULL,
	"ship_to" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"ordered_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_wishlist" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_wishlist_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "supply_order_events" ADD CONSTRAINT "supply_order_events_order_id_supply_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."supply_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_order_events" ADD CONSTRAINT "supply_order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_order_lines" ADD CONSTRAINT "supply_order_lines_order_id_supply_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."supply_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_order_lines" ADD CONSTRAINT "supply_order_lines_item_id_supply_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."supply_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_orders" ADD CONSTRAINT "supply_orders_facility_id_lk_submitting_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."lk_submitting_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_orders" ADD CONSTRAINT "supply_orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_wishlist" ADD CONSTRAINT "supply_wishlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_wishlist" ADD CONSTRAINT "supply_wishlist_item_id_supply_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."supply_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supply_items_category_idx" ON "supply_items" USING btree ("category");--> statement-breakpoint
CREATE INDEX "supply_items_name_idx" ON "supply_items" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "supply_order_events_order_idx" ON "supply_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_order_lines_order_item_uq" ON "supply_order_lines" USING btree ("order_id","item_id");--> statement-breakpoint
CREATE INDEX "supply_order_lines_item_idx" ON "supply_order_lines" USING btree ("item_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_orders_number_uq" ON "supply_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "supply_orders_status_idx" ON "supply_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "supply_orders_ordered_by_idx" ON "supply_orders" USING btree ("ordered_by","created_at");--> statement-breakpoint
CREATE INDEX "supply_orders_facility_idx" ON "supply_orders" USING btree ("facility_id");
