/**
 * The price list (/admin/settings/prices, admins only): tuition per program and city,
 * accommodation by type and city, fees and the deposit rule. Offers and the public quote
 * estimate both read it; it is saved whole.
 */

import { priceListInputSchema } from "@shared/bookings/forms";
import { Link } from "react-router";
import { adminMeta } from "../../../components/admin/action-result";
import { PriceListEditor } from "../../../components/admin/bookings/price-list-editor";
import { PageHeader } from "../../../components/admin/page-header";
import { AdminRouteError } from "../../../components/admin/route-error";
import { buttonClass } from "../../../components/ui/button";
import { adminContext, attempt, failed, formText, invalidForm, ok } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/price-list";

export function meta() {
  return adminMeta("Price list");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  requireAdmin(session);
  return { priceList: await services.bookings.priceList.get() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  requireAdmin(session);
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (intent !== "save") return failed(intent, "Unknown action");
  let raw: unknown;
  try {
    raw = JSON.parse(formText(form, "payload"));
  } catch {
    return failed(intent, "The price list was not saved: the form could not be read.");
  }
  const parsed = priceListInputSchema.safeParse(raw);
  if (!parsed.success) return invalidForm(intent, parsed.error.issues);
  return attempt(intent, "The price list was not saved", async () => {
    await services.bookings.priceList.save(parsed.data, actor);
    return ok(intent, "New offers and quote estimates use these prices from now on.");
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Price list" />;
}

export default function PriceListRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Price list"
        description="Prices in euro. Offers are pre-filled from them; offers already made keep their own lines."
        actions={
          <Link to="/admin/settings" className={buttonClass("secondary")}>
            Back to settings
          </Link>
        }
      />
      <PriceListEditor priceList={loaderData.priceList} />
    </>
  );
}
