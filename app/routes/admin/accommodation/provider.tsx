/**
 * One host family or residence (/admin/accommodation/providers/:id, issue 31): its details,
 * household and vetting, rooms and unavailable dates, bank details and the students living there
 * now or coming. Admins change everything through plain form posts (provider-actions.server.ts);
 * editors read, with names only for the household and no bank details (decision 0043).
 */
import type { Viewer } from "@server/services/accommodation";
import { dublinDay } from "@server/services/bookings/days";
import { NotFoundError } from "@server/services/errors";
import { Form, Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { BookingRouteError } from "../../../components/admin/bookings/route-error";
import { PageHeader } from "../../../components/admin/page-header";
import { useActionToast } from "../../../components/admin/use-action-toast";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { adminContext } from "../admin.server";
import type { Route } from "./+types/provider";
import { AccommodationNav } from "./accommodation-nav";
import { BankPanel } from "./bank-panel";
import { type AccommodationResult, failureOf } from "./form-values";
import { HostAccountsPanel } from "./host-accounts";
import { hostAccountsOf } from "./host-accounts.server";
import { HouseholdPanel } from "./household-panel";
import { providerTypeLabels } from "./labels";
import { PlacementsPanel } from "./placements-panel";
import { providerAction, providerIdOf, savedNotices } from "./provider-actions.server";
import { ProviderFields, providerValues } from "./provider-form";
import { RoomsPanel } from "./rooms-panel";
import { FormRefusal, Section } from "./section";

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data?.provider.name ?? "Provider");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, session, actor } = adminContext(context);
  const providerId = providerIdOf(params.id);
  const viewer: Viewer = { ...actor, role: session.user.role };
  const [provider, placements, hostAccounts] = await Promise.all([
    services.accommodation.provider(viewer, providerId),
    services.accommodation.placementsOf(providerId),
    hostAccountsOf(context, providerId),
  ]).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new Response("Provider not found", { status: 404 });
    throw error;
  });
  const saved = new URL(request.url).searchParams.get("saved") ?? "";
  return {
    provider,
    placements,
    hostAccounts,
    isAdmin: session.user.role === "admin",
    today: dublinDay(services.now()),
    saved: savedNotices[saved]?.message ?? null,
  };
}

export function action(args: Route.ActionArgs) {
  return providerAction(args);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BookingRouteError
      error={error}
      title="Provider"
      notFound="There is no host family or residence at this address."
      back={{ to: "/admin/accommodation", label: "Back to the providers" }}
    />
  );
}

export default function Provider({ loaderData, actionData }: Route.ComponentProps) {
  const { provider, placements, hostAccounts, isAdmin, today, saved } = loaderData;
  const result = actionData as AccommodationResult | undefined;
  useActionToast(result, undefined, { ok: "Done", error: "Not saved" });
  const details = failureOf(result, "details");
  return (
    <>
      <PageHeader
        title={provider.name}
        description={`${providerTypeLabels[provider.type]} · ${provider.campus} · ${provider.travelMinutes} min to the campus`}
        actions={provider.active ? null : <Badge tone="neutral">No longer used</Badge>}
      />
      <AccommodationNav />
      {saved && !result ? (
        <p
          role="status"
          className="mb-4 rounded-lg bg-[#e3f1e1] p-3 text-sm font-medium text-[#24561f]"
        >
          {saved}
        </p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Section id="details" title="Details">
            <Form method="post" noValidate className="grid gap-6" key={provider.id}>
              <input type="hidden" name="intent" value="details" />
              <FormRefusal message={details?.message} />
              <fieldset disabled={!isAdmin} className="contents">
                <legend className="sr-only">The provider's details</legend>
                <ProviderFields
                  values={details?.values ?? providerValues(provider)}
                  fields={details?.fields ?? {}}
                  editing
                />
              </fieldset>
              {isAdmin ? (
                <div className="border-t border-mist pt-4">
                  <Button type="submit">Save changes</Button>
                </div>
              ) : (
                <p className="text-sm text-ink-muted">Only admins change providers.</p>
              )}
            </Form>
          </Section>
          <RoomsPanel
            rooms={provider.rooms}
            unavailable={provider.unavailable}
            isAdmin={isAdmin}
            result={result}
          />
        </div>
        <div className="order-first grid content-start gap-6 xl:order-none">
          <PlacementsPanel placements={placements} />
          <HouseholdPanel
            household={provider.household}
            isAdmin={isAdmin}
            today={today}
            result={result}
          />
          {hostAccounts ? <HostAccountsPanel accounts={hostAccounts} result={result} /> : null}
          {isAdmin ? <BankPanel bank={provider.bank ?? null} result={result} /> : null}
        </div>
      </div>
      <p className="mt-6 text-sm">
        <Link to="/admin/accommodation" className="font-semibold text-sea-deep underline">
          All providers
        </Link>
      </p>
    </>
  );
}
