CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_day_path_locale_pk" PRIMARY KEY("day","path","locale"),
	CONSTRAINT "page_views_locale_check" CHECK ("page_views"."locale" in ('en', 'es', 'fr', 'de'))
);
