/**
 * "Find a home" for one student (/admin/accommodation/unplaced/:bookingId, issue 31): what the
 * student needs, the rooms of their campus free for the whole stay ranked with their reasons, and
 * a Place button per room (a plain form post for the stay the booking asks for). A placement
 * answers 303 to the unplaced list, which names it. A refusal by a hard rule (409: the page was
 * stale and the rule now applies) is said in its own words above the list, and the room moves
 * to "Not offered" with that reason. Rooms a hard rule excludes are listed with it, so staff see
 * why a family they expected is missing (decisions 0042, 0044).
 */
import { ConflictError, NotFoundError, RuleConflictError } from "@server/services/errors";
import { placementInputSchema } from "@shared/accommodation/forms";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { BookingRouteError } from "../../../components/admin/bookings/route-error";
import { PageHeader } from "../../../components/admin/page-header";
import { adminContext, fieldErrors, formText } from "../admin.server";
import type { Route } from "./+types/find-home";
import { AccommodationNav } from "./accommodation-nav";
import type { AccommodationResult } from "./form-values";
import { stayText } from "./labels";
import { NeedsSummary } from "./student-needs";
import { ExcludedList, SuggestionList } from "./suggestion-list";

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data ? `Find a home for ${data.student.name}` : "Find a home");
}

function bookingIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new Response("Booking not found", { status: 404 });
  }
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const bookingId = bookingIdOf(params.bookingId);
  try {
    const [suggestions, student] = await Promise.all([
      services.accommodation.suggestions(bookingId),
      services.accommodation.student(bookingId),
    ]);
    return { ...suggestions, student };
  } catch (error) {
    if (error instanceof NotFoundError) throw new Response("Booking not found", { status: 404 });
    // Not confirmed, no accommodation booked, or no dates: said on the error view.
    if (error instanceof ConflictError) throw new Response(error.message, { status: 409 });
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, actor } = adminContext(context);
  const bookingId = bookingIdOf(params.bookingId);
  const form = await request.formData();
  const roomId = Number(formText(form, "roomId"));
  const refused = (message: string, status: number) =>
    data<AccommodationResult>({ ok: false, intent: "place", message, target: roomId }, { status });
  const parsed = placementInputSchema.safeParse({
    bookingId,
    roomId,
    from: formText(form, "from"),
    to: formText(form, "to"),
  });
  if (!parsed.success) {
    return refused(`Not placed: ${Object.values(fieldErrors(parsed.error.issues)).join(" ")}`, 400);
  }
  try {
    const placement = await services.accommodation.place(parsed.data, actor);
    return redirect(`/admin/accommodation/unplaced?placed=${placement.id}`, 303);
  } catch (error) {
    if (error instanceof RuleConflictError || error instanceof ConflictError) {
      return refused(`Not placed. ${error.message}`, 409);
    }
    if (error instanceof NotFoundError) return refused(`Not placed: ${error.message}.`, 404);
    throw error;
  }
}

/** A refused placement (409) reloads the suggestions too: the rule that refused it now applies. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BookingRouteError
      error={error}
      title="Find a home"
      notFound="There is no booking at this address."
      back={{ to: "/admin/accommodation/unplaced", label: "Back to the unplaced students" }}
    />
  );
}

export default function FindHome({ loaderData, actionData }: Route.ComponentProps) {
  const { student, stay, items, excluded } = loaderData;
  const refusal = actionData as AccommodationResult | undefined;
  return (
    <>
      <PageHeader
        title={`Find a home for ${student.name}`}
        description="Rooms at the student's campus with a bed free for the whole stay, best first."
        actions={
          <Link
            to={`/admin/bookings/${student.bookingId}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-sea-deep underline"
          >
            Open the booking
          </Link>
        }
      />
      <AccommodationNav />
      <NeedsSummary student={student} stay={stayText(stay.from, stay.to)} />
      {refusal && !refusal.ok ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-[#b42318] bg-[#fdecea] p-4 text-sm text-[#8f1c13]"
        >
          <p className="font-semibold">{refusal.message}</p>
          <p className="mt-1">The list below is up to date: choose another room.</p>
        </div>
      ) : null}
      <h2 className="mt-6 mb-3 font-sans text-lg font-semibold text-ink">
        Suggestions <span className="font-normal text-ink-muted">({items.length})</span>
      </h2>
      <SuggestionList items={items} stay={stay} />
      <h2 className="mt-8 mb-1 font-sans text-lg font-semibold text-ink">
        Not offered <span className="font-normal text-ink-muted">({excluded.length})</span>
      </h2>
      <p className="mb-3 text-sm text-ink-muted">
        Rooms at this campus a rule excludes for this stay.
      </p>
      <ExcludedList excluded={excluded} />
    </>
  );
}
