ALTER TABLE "lk_submitting_facilities" ADD COLUMN "latitude" text;--> statement-breakpoint
ALTER TABLE "lk_submitting_facilities" ADD COLUMN "longitude" text;--> statement-breakpoint
ALTER TABLE "lk_tests" ADD COLUMN "specimen_requirements" text;--> statement-breakpoint
ALTER TABLE "lk_tests" ADD COLUMN "container" text;--> statement-breakpoint
ALTER TABLE "lk_tests" ADD COLUMN "transport" text;--> statement-breakpoint
ALTER TABLE "lk_tests" ADD COLUMN "turnaround_days" integer;