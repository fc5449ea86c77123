CREATE TABLE "demo_content" (
	"table_name" varchar(60) NOT NULL,
	"row_id" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_content_table_name_row_id_pk" PRIMARY KEY("table_name","row_id")
);
