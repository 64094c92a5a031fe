import { destinationInputSchema } from "@shared/content/content-form";
import { formatDate } from "@shared/format/dates";
import { type FormEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { LanguageTabs } from "~/components/admin/content/translations/language-tabs";
import { TranslationBadges } from "~/components/admin/content/translations/translation-badges";
import { CheckCircle2, GraduationCap, MapPin, Pencil, XCircle } from "~/components/ui/icons";
import { type ActionResult, adminMeta, formText } from "../../../components/admin/action-result";
import { PageHeader } from "../../../components/admin/page-header";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { useFormDraft } from "../../../components/admin/use-draft";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmButton } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Checkbox, Input, Textarea } from "../../../components/ui/field";
import { StatCard, StatGrid } from "../../../components/ui/stat-card";
import { toast } from "../../../components/ui/toast";
import { adminContext, attempt, failed, fieldErrors, ok } from "../admin.server";
import type { Route } from "./+types/destinations";

export function meta() {
  return adminMeta("Destinations");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  return { destinations: await services.destinations.list() };
}

const REQUIRED = "Please fill in all required fields";

function inputOf(form: FormData) {
  return {
    name: formText(form, "name"),
    description: formText(form, "description"),
    imageUrl: formText(form, "imageUrl"),
    features: formText(form, "features"),
    isActive: form.get("isActive") === "on",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = Number(formText(form, "id"));
  const fallback = {
    create: "Failed to add destination",
    update: "Failed to update destination",
    delete: "Failed to delete destination",
  }[intent];
  if (!fallback) return failed(intent, "Unknown action");
  if (intent !== "create" && !(Number.isInteger(id) && id > 0))
    return failed(intent, fallback, 404);
  if (intent === "delete") {
    return attempt(intent, fallback, async () => {
      await services.destinations.remove(id, actor);
      return ok(intent, "Destination deleted successfully");
    });
  }
  const parsed = destinationInputSchema.safeParse(inputOf(form));
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues);
    const required = Object.values(fields).includes(REQUIRED);
    return failed(intent, required ? REQUIRED : fallback, 400, fields);
  }
  return attempt(intent, fallback, async () => {
    if (intent === "create") {
      await services.destinations.create(parsed.data, actor);
      return ok(intent, "Destination added successfully");
    }
    await services.destinations.update(id, parsed.data, actor);
    return ok(intent, "Destination updated successfully");
  });
}

/** Spec §5: name and description required, checked before anything is sent. */
function missingRequired(form: HTMLFormElement): boolean {
  const data = new FormData(form);
  return !formText(data, "name").trim() || !formText(data, "description").trim();
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { destinations } = loaderData;
  const active = destinations.filter((d) => d.isActive).length;
  return (
    <>
      <PageHeader
        title="Destinations"
        description="The cities on the site: descriptions, features and visibility."
      />
      <StatGrid label="Destination totals">
        <StatCard label="Total Destinations" value={destinations.length} icon={MapPin} />
        <StatCard label="Active" value={active} icon={CheckCircle2} />
        <StatCard label="Inactive" value={destinations.length - active} icon={XCircle} />
        <StatCard
          label="Active Programs"
          value={destinations.reduce((sum, d) => sum + d.programCount, 0)}
          icon={GraduationCap}
        />
      </StatGrid>
      <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_22rem]">
        <section aria-labelledby="destination-list">
          <h2 id="destination-list" className="sr-only">
            All destinations
          </h2>
          {destinations.length === 0 ? (
            <EmptyState
              title="No destinations found"
              filtered={false}
              emptyText="Add the first destination with the form."
            />
          ) : (
            <ul className="grid gap-3">
              {destinations.map((destination) => (
                <DestinationRow key={destination.id} destination={destination} />
              ))}
            </ul>
          )}
        </section>
        <AddDestination />
      </div>
    </>
  );
}

function DestinationFields({
  defaults,
  errors,
  idPrefix,
}: {
  defaults?: {
    name: string;
    description: string;
    imageUrl: string | null;
    features: string[];
    isActive: boolean;
  };
  errors?: Record<string, string>;
  idPrefix: string;
}) {
  return (
    <>
      <Input
        id={`${idPrefix}-name`}
        label="Name"
        name="name"
        required
        maxLength={80}
        defaultValue={defaults?.name}
        error={errors?.name}
      />
      <Textarea
        id={`${idPrefix}-description`}
        label="Description"
        name="description"
        required
        rows={3}
        defaultValue={defaults?.description}
        error={errors?.description}
      />
      <Input
        id={`${idPrefix}-image`}
        label="Image URL"
        name="imageUrl"
        defaultValue={defaults?.imageUrl ?? ""}
        error={errors?.imageUrl}
        hint="A path on this site (/images/…) or an https:// address."
      />
      <Input
        id={`${idPrefix}-features`}
        label="Features"
        name="features"
        defaultValue={defaults?.features.join(", ")}
        error={errors?.features}
        hint="Separate features with commas."
      />
      <Checkbox
        id={`${idPrefix}-active`}
        label="Active (shown on the site)"
        name="isActive"
        defaultChecked={defaults?.isActive ?? true}
      />
    </>
  );
}

function AddDestination() {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft("/admin/destinations:new", formRef);
  useActionToast(fetcher.data, (result) => {
    if (result.ok) {
      draft.clear();
      formRef.current?.reset();
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (missingRequired(event.currentTarget)) {
      event.preventDefault();
      toast({ title: "Error", description: REQUIRED, variant: "destructive" });
    }
  };
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <section
      aria-labelledby="add-destination"
      className="h-fit rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="add-destination" className="font-sans text-lg font-semibold">
        Add destination
      </h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-3"
      >
        <input type="hidden" name="intent" value="create" />
        <DestinationFields idPrefix="new-destination" errors={errors} />
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Adding…" : "Add destination"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

type Destination = Route.ComponentProps["loaderData"]["destinations"][number];

function DestinationRow({ destination }: { destination: Destination }) {
  const [editing, setEditing] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  const removeFetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const draftKey = `/admin/destinations:${destination.id}`;
  useActionToast(fetcher.data, (result) => {
    if (result.ok) {
      sessionStorage.removeItem(`clover-draft:${draftKey}`);
      setEditing(false);
    }
  });
  useActionToast(removeFetcher.data);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;

  if (editing) {
    return (
      <li className="rounded-xl border border-sea bg-white p-4">
        <EditForm
          draftKey={draftKey}
          formRef={formRef}
          fetcher={fetcher}
          destination={destination}
          errors={errors}
          onCancel={() => {
            sessionStorage.removeItem(`clover-draft:${draftKey}`);
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className="rounded-xl border border-mist bg-white p-4" data-testid="destination-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold">{destination.name}</h3>
          <p className="mt-1 text-sm text-ink-muted">{destination.description}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={destination.isActive ? "success" : "neutral"}>
            {destination.isActive ? "Active" : "Inactive"}
          </Badge>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${destination.name}`}
          >
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </Button>
          <ConfirmButton
            message="Are you sure you want to delete this destination?"
            label={`Delete ${destination.name}`}
            onConfirm={() =>
              removeFetcher.submit({ intent: "delete", id: destination.id }, { method: "post" })
            }
          >
            Delete
          </ConfirmButton>
        </div>
      </div>
      <div className="mt-3">
        <TranslationBadges
          entity="destination"
          id={String(destination.id)}
          label={destination.name}
          states={destination.translations}
        />
      </div>
      {destination.features.length ? (
        <ul className="mt-3 flex flex-wrap gap-1" aria-label={`Features of ${destination.name}`}>
          {destination.features.map((feature) => (
            <li key={feature}>
              <Badge tone="info">{feature}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-xs text-ink-muted">
        {destination.programCount} active {destination.programCount === 1 ? "program" : "programs"}{" "}
        · added {formatDate(destination.createdAt)}
      </p>
    </li>
  );
}

function EditForm({
  draftKey,
  formRef,
  fetcher,
  destination,
  errors,
  onCancel,
}: {
  draftKey: string;
  formRef: React.RefObject<HTMLFormElement | null>;
  fetcher: ReturnType<typeof useFetcher<ActionResult>>;
  destination: Destination;
  errors?: Record<string, string>;
  onCancel: () => void;
}) {
  useFormDraft(draftKey, formRef);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (missingRequired(event.currentTarget)) {
      event.preventDefault();
      toast({ title: "Error", description: REQUIRED, variant: "destructive" });
    }
  };
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3"
      aria-label={`Edit ${destination.name}`}
    >
      <LanguageTabs entity="destination" id={String(destination.id)} />
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={destination.id} />
      <DestinationFields
        idPrefix={`destination-${destination.id}`}
        defaults={destination}
        errors={errors}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
