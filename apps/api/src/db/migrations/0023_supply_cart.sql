CREATE TABLE "supply_cart_lines" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_cart_lines_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "supply_cart_lines_quantity_check" CHECK ("supply_cart_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "supply_cart_lines" ADD CONSTRAINT "supply_cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_cart_lines" ADD CONSTRAINT "supply_cart_lines_item_id_supply_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."supply_items"("id") ON DELETE no action ON UPDATE no action;