CREATE TABLE "demo_items" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_items_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
