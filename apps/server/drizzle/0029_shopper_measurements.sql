CREATE TABLE "shopper_measurements" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unit" text NOT NULL,
	"height" numeric(5, 1),
	"bust" numeric(5, 1),
	"waist" numeric(5, 1),
	"hips" numeric(5, 1),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_measurements_unit_check" CHECK ("shopper_measurements"."unit" in ('cm', 'in'))
);
--> statement-breakpoint
ALTER TABLE "shopper_measurements" ADD CONSTRAINT "shopper_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;