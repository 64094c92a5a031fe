CREATE TABLE "content_translations" (
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"lang" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_hashes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"slug" text,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_entity_entity_id_lang_pk" PRIMARY KEY("entity","entity_id","lang"),
	CONSTRAINT "content_translations_entity_check" CHECK ("content_translations"."entity" in ('program', 'destination', 'blogPost')),
	CONSTRAINT "content_translations_lang_check" CHECK ("content_translations"."lang" in ('es', 'fr', 'de')),
	CONSTRAINT "content_translations_slug_check" CHECK ("content_translations"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_slug_unique" ON "content_translations" USING btree ("entity","lang","slug");