import type { ProgramStatus } from "@server/db/schema";
import { formatCents } from "@shared/bookings/types";
import { formatDate } from "@shared/format/dates";
import { Form, Link, useFetcher } from "react-router";
import { TranslationBadges } from "~/components/admin/content/translations/translation-badges";
import { ExternalLink, Pencil, Plus } from "~/components/ui/icons";
import { type ActionResult, adminMeta } from "../../../components/admin/action-result";
import { formatEuro } from "../../../components/admin/format";
import { PageHeader } from "../../../components/admin/page-header";
import { SearchBox } from "../../../components/admin/search-box";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { useListSearch } from "../../../components/admin/use-list-search";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmButton } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Select } from "../../../components/ui/field";
import { adminContext, attempt, failed, formText, listQueryOf, ok } from "../admin.server";
import type { Route } from "./+types/programs";

export function meta() {
  return adminMeta("Programs");
}

const programStatuses = ["active", "draft", "archived"] as const satisfies readonly ProgramStatus[];
const statusTones: Record<ProgramStatus, BadgeTone> = {
  active: "success",
  draft: "warning",
  archived: "neutral",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const url = new URL(request.url);
  const query = { ...listQueryOf(url, 100), page: 1 };
  const list = await services.programAdmin.list(query);
  return {
    programs: list.items,
    total: list.total,
    q: query.q,
    status: (programStatuses as readonly string[]).includes(query.status) ? query.status : "",
    categoryLabels: services.programAdmin.categoryLabels,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  if (intent !== "delete" || !id) return failed(intent, "Unknown action");
  return attempt(intent, "Failed to delete program", async () => {
    await services.programAdmin.remove(id, actor);
    return ok(intent, "Program deleted successfully");
  });
}

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { programs, q, status, categoryLabels } = loaderData;
  const { formRef, onSearchChange, onSubmit, submitNow } = useListSearch();
  return (
    <>
      <PageHeader
        title="Programs"
        description="Every program on the public site. Changes appear there at once."
        actions={
          <Link to="/admin/programs/new" className={buttonClass("primary")}>
            <Plus aria-hidden="true" className="size-4" /> Add New Program
          </Link>
        }
      />
      <Form
        ref={formRef}
        onSubmit={onSubmit}
        method="get"
        role="search"
        className="mb-4 flex flex-wrap items-end gap-2"
      >
        <SearchBox
          defaultValue={q}
          label="Search programs by title, location or type"
          onChange={onSearchChange}
        />
        <Select
          label="Status"
          hideLabel
          name="status"
          defaultValue={status}
          onChange={submitNow}
          className="w-40"
          options={[
            { value: "", label: "All statuses" },
            { value: "active", label: "Active" },
            { value: "draft", label: "Draft" },
            { value: "archived", label: "Archived" },
          ]}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      {programs.length === 0 ? (
        <EmptyState
          title="No programs found"
          filtered={q !== "" || status !== ""}
          emptyText="Add the first program to show it on the site."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {programs.map((program) => (
            <ProgramCard
              key={program.id}
              program={program}
              typeLabel={categoryLabels[program.category]}
            />
          ))}
        </ul>
      )}
    </>
  );
}

type Program = Route.ComponentProps["loaderData"]["programs"][number];

function ProgramCard({ program, typeLabel }: { program: Program; typeLabel: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const weekly = program.tuitionWeeklyCents;
  return (
    <li
      className="flex flex-col rounded-xl border border-mist bg-white p-4"
      data-testid="program-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-sans text-base font-semibold text-ink">{program.title}</h2>
        <Badge tone={statusTones[program.status]}>{program.status}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Type</dt>
        <dd>{typeLabel}</dd>
        <dt className="text-ink-muted">Location</dt>
        <dd>{program.location}</dd>
        <dt className="text-ink-muted">Duration</dt>
        <dd>{program.duration}</dd>
        <dt className="text-ink-muted">Price</dt>
        <dd>
          {weekly !== null
            ? `${formatCents(weekly)} / week`
            : program.priceFrom !== null
              ? formatEuro(program.priceFrom)
              : "Contact Us"}
        </dd>
        <dt className="text-ink-muted">Students</dt>
        <dd>{program.studentsEnrolled}</dd>
        <dt className="text-ink-muted">Last modified</dt>
        <dd>{formatDate(program.updatedAt)}</dd>
      </dl>
      <div className="mt-3">
        <TranslationBadges
          entity="program"
          id={program.id}
          label={program.title}
          states={program.translations}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-mist pt-3">
        {program.status === "active" ? (
          <a
            href={`/programs/${program.id}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass("ghost", "sm")}
            aria-label={`View ${program.title} on the site (opens in a new tab)`}
          >
            <ExternalLink aria-hidden="true" className="size-4" /> View
          </a>
        ) : null}
        <Link
          to={`/admin/programs/${program.id}/edit`}
          className={buttonClass("secondary", "sm")}
          aria-label={`Edit ${program.title}`}
        >
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Link>
        <ConfirmButton
          message="Are you sure you want to delete this program?"
          label={`Delete ${program.title}`}
          disabled={fetcher.state !== "idle"}
          onConfirm={() => fetcher.submit({ intent: "delete", id: program.id }, { method: "post" })}
        >
          Delete
        </ConfirmButton>
      </div>
    </li>
  );
}
