import { formatDateTime } from "@shared/format/dates";
/**
 * /admin/translations/{program|destination|blogPost}/{id}/{es|fr|de}: one record's translation
 * beside its English source (decision 0014). Editors and admins may translate; the service
 * validates and audits every save.
 */

import { NotFoundError } from "@server/services/errors";
import { translationFieldSpecs, translationFromForm } from "@shared/content/translation-form";
import {
  isTranslationLanguage,
  type TranslatableEntity,
  translatableEntities,
} from "@shared/content/types";
import { data, Form, Link, useNavigation } from "react-router";
import { FieldEditor } from "~/components/admin/content/translations/field-editors";
import { LanguageTabs } from "~/components/admin/content/translations/language-tabs";
import { entityNames, languageNames } from "~/components/admin/content/translations/paths";
import { StateBadge } from "~/components/admin/content/translations/translation-badges";
import { PageHeader } from "~/components/admin/page-header";
import { Button, buttonClass } from "~/components/ui/button";
import { adminMeta } from "../../../components/admin/action-result";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { adminContext, attempt, ok } from "../admin.server";
import type { Route } from "./+types/translation-editor";

function target(params: Route.LoaderArgs["params"]) {
  const entity = params.entity as TranslatableEntity;
  if (!(translatableEntities as readonly string[]).includes(entity)) {
    throw data("No such kind of content", { status: 404 });
  }
  if (!isTranslationLanguage(params.lang)) {
    throw data("Translations are in es, fr or de", { status: 404 });
  }
  return { entity, id: params.id, lang: params.lang };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const label = loaderData ? `${loaderData.label} (${languageNames[loaderData.lang]})` : "";
  return adminMeta(`Translate ${label}`.trim());
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const { entity, id, lang } = target(params);
  const record = await attemptLoad(() => services.translations.get(entity, id));
  const translation = record.translations.find((candidate) => candidate.lang === lang);
  if (!translation) throw data("Translation not found", { status: 404 });
  return { entity, id, lang, label: record.label, source: record.source, translation };
}

async function attemptLoad<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw data("Not found", { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, actor } = adminContext(context);
  const { entity, id, lang } = target(params);
  const values = translationFromForm(entity, await request.formData());
  const result = await attempt("save", "The translation was not saved", async () => {
    const saved = await services.translations.save(entity, id, lang, values, actor);
    return ok("save", `${languageNames[lang]} translation saved (${saved.status.state})`);
  });
  // A failed save answers with what was typed, so the form shows it again.
  return "data" in result ? data({ ...result.data, values }, result.init ?? undefined) : result;
}

export default function TranslationEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { entity, id, lang, label, source, translation } = loaderData;
  const navigation = useNavigation();
  useActionToast(actionData);
  const failedValues =
    actionData && !actionData.ok && "values" in actionData ? actionData.values : null;
  const errors = (actionData && !actionData.ok ? actionData.fields : undefined) ?? {};
  const values = (failedValues as Record<string, unknown> | null) ?? translation.fields;
  const { status } = translation;
  return (
    <>
      <PageHeader
        title={`${label}: ${languageNames[lang]}`}
        description={`${entityNames[entity]} translation. The English source is on the left; blank fields show the English to visitors.`}
        actions={
          <Link to="/admin/translations" className={buttonClass("secondary")}>
            All translations
          </Link>
        }
      />
      <LanguageTabs entity={entity} id={id} />
      <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        State: <StateBadge state={status.state} />
        {translation.updatedAt
          ? `Last saved by ${translation.updatedByName ?? "staff"} on ${formatDateTime(translation.updatedAt)}.`
          : "Not translated yet."}
      </p>
      <Form
        method="post"
        key={failedValues ? "failed" : (translation.updatedAt ?? "new")}
        className="rounded-xl border border-mist bg-white px-4 sm:px-6"
        aria-label={`${languageNames[lang]} translation of ${label}`}
      >
        {translationFieldSpecs[entity].map((spec) => (
          <FieldEditor
            key={spec.name}
            spec={spec}
            lang={lang}
            source={source[spec.name]}
            value={values[spec.name]}
            state={
              status.outdated.includes(spec.name)
                ? "outdated"
                : status.missing.includes(spec.name)
                  ? "missing"
                  : null
            }
            errors={errors}
          />
        ))}
        <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-mist bg-white py-4">
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting"
              ? "Saving…"
              : `Save ${languageNames[lang]} translation`}
          </Button>
          {actionData && !actionData.ok ? (
            <p role="alert" className="text-sm font-medium text-[#b42318]">
              {actionData.message}
              {Object.keys(errors).length ? ": see the highlighted fields." : ""}
            </p>
          ) : null}
        </div>
      </Form>
    </>
  );
}
