ALTER TABLE "pharmacies" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "longitude" double precision;