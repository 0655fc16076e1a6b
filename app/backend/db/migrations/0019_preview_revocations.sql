CREATE TABLE "preview_revocations" (
	"content_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "preview_revocations_content_type_item_id_pk" PRIMARY KEY("content_type","item_id")
);
