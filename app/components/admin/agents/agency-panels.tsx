/**
 * An agency's details and status (issue 17). Admins edit the details (a plain form post that
 * keeps what was typed when refused) and suspend or reactivate the agency after confirming;
 * editors read them.
 */
import type { AgencyDetail } from "@shared/agents/types";
import { formatDate } from "@shared/format/dates";
import { Form, useNavigation } from "react-router";
import { Button } from "../../ui/button";
import { Panel } from "../bookings/panel";
import { FormErrorList } from "../form-notices";
import { Details } from "../leads/details";
import { AgencyFields } from "./agency-fields";
import { ConfirmForm } from "./confirm-form";
import { statusRequest } from "./confirmations";
import { type AgencyActionResult, type AgencyFormValues, failureOf } from "./form-values";
import { AgencyStatusBadge, invoicingLabels, percentText } from "./labels";

export function valuesOf(agency: AgencyDetail): AgencyFormValues {
  return {
    name: agency.name,
    country: agency.country,
    email: agency.email,
    contactName: agency.contactName ?? "",
    commissionPercent: String(agency.commissionPercent),
    invoicing: agency.invoicing,
    vatId: agency.vatId ?? "",
    address: agency.address ?? "",
  };
}

export function AgencyDetailsPanel({
  agency,
  canEdit,
  result,
}: {
  agency: AgencyDetail;
  canEdit: boolean;
  result: AgencyActionResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "update";
  const failure = failureOf(result, "update");
  if (!canEdit) {
    return (
      <Panel id="agency-details" title="Details">
        <Details
          rows={[
            ["Name", agency.name],
            ["Country", agency.country],
            ["Contact e-mail", agency.email],
            ["Contact name", agency.contactName],
            ["Commission", percentText(agency.commissionPercent)],
            ["Who pays the school", invoicingLabels[agency.invoicing]],
            ["VAT number", agency.vatId],
            ["Invoice address", agency.address],
            ["Added", formatDate(agency.createdAt)],
          ]}
        />
      </Panel>
    );
  }
  const values = failure?.values ?? valuesOf(agency);
  return (
    <Panel id="agency-details" title="Details">
      <Form
        key={
          failure ? `failed:${JSON.stringify(failure.values)}` : JSON.stringify(valuesOf(agency))
        }
        method="post"
        noValidate
        preventScrollReset
        className="grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="update" />
        {failure ? (
          <div className="sm:col-span-2">
            <FormErrorList messages={[failure.message]} />
          </div>
        ) : null}
        <AgencyFields idPrefix="agency" values={values} errors={failure?.fields} />
        <div className="flex items-end sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save details"}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

export function AgencyStatusPanel({ agency, canEdit }: { agency: AgencyDetail; canEdit: boolean }) {
  const request = statusRequest(agency);
  return (
    <Panel id="agency-status" title="Status">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-muted">Now:</span>
        <span data-testid="agency-status">
          <AgencyStatusBadge status={agency.status} />
        </span>
      </p>
      <p className="mt-3 text-sm text-ink-muted">
        {agency.status === "active"
          ? "Its users can sign in to the partner portal."
          : "Its users cannot sign in; no one can be invited until it is reactivated."}
      </p>
      {canEdit ? (
        <div className="mt-4">
          <ConfirmForm
            request={request}
            label={request.confirmLabel}
            variant={agency.status === "active" ? "danger" : "primary"}
          />
        </div>
      ) : null}
    </Panel>
  );
}
