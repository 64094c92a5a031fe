/**
 * The forms of a provider's page (admins only, as the API: they carry bank and vetting data,
 * decision 0043). Each form names its `intent`; a change that is stored answers 303 back to the
 * page with `?saved=<intent>` and the section's anchor (Post/Redirect/Get, decision 0041); a
 * refusal answers the form's own errors and typed values. Revealing the IBAN is a reading, not a
 * change: it answers the bank details on the page and the service records it in the audit trail.
 */
import type { Viewer } from "@server/services/accommodation";
import { ConflictError, InvalidInputError, NotFoundError } from "@server/services/errors";
import {
  accommodationMessages,
  bankDetailsSchema,
  householdMemberInputSchema,
  householdMemberUpdateSchema,
  providerUpdateSchema,
  roomInputSchema,
  unavailableInputSchema,
} from "@shared/accommodation/forms";
import { data, redirect } from "react-router";
import { adminContext, fieldErrors } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/provider";
import {
  type AccommodationResult,
  bankOf,
  formText,
  formValues,
  inEuros,
  memberInputOf,
  providerFieldsOf,
  roomInputOf,
  unavailableInputOf,
} from "./form-values";
import { hostAccountsAction, isHostAccountIntent } from "./host-accounts.server";

/** A provider id of the address; anything else is a provider that does not exist. */
export function providerIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new Response("Provider not found", { status: 404 });
  }
  return id;
}

/** What each saved form says once the page is shown again, and the section it returns to. */
export const savedNotices: Record<string, { message: string; section: string }> = {
  created: {
    message: "Provider added. Add its household, rooms and unavailable dates below.",
    section: "household",
  },
  details: { message: "Changes saved.", section: "details" },
  "add-member": { message: "Household member added.", section: "household" },
  member: { message: "Household member saved.", section: "household" },
  room: { message: "Room added.", section: "rooms" },
  unavailable: { message: "Unavailable dates added.", section: "rooms" },
  "remove-unavailable": { message: "Unavailable dates removed.", section: "rooms" },
  bank: { message: "Bank details saved.", section: "bank" },
};

const messages: Record<string, string> = {
  details: "The changes were not saved",
  "add-member": "The household member was not added",
  member: "The household member was not saved",
  room: "The room was not added",
  unavailable: "The unavailable dates were not added",
  "remove-unavailable": "The unavailable dates were not removed",
  bank: "The bank details were not saved",
  reveal: "The bank details cannot be shown",
};

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
type Issue = { path: PropertyKey[]; message: string };

export async function providerAction({ request, params, context }: Route.ActionArgs) {
  const { services, session, actor } = adminContext(context);
  requireAdmin(session);
  const providerId = providerIdOf(params.id);
  const viewer: Viewer = { ...actor, role: session.user.role };
  const form = await request.formData();
  const intent = formText(form, "intent");
  // The host portal's accounts panel (host-accounts.tsx) posts here too.
  if (isHostAccountIntent(intent)) return hostAccountsAction(context, form, providerId);
  const values = formValues(form);
  const target = Number(values.target) || undefined;
  const fallback = messages[intent] ?? "Unknown action";
  const refused = (message: string, status: number, fields: Record<string, string> = {}) =>
    data<AccommodationResult>(
      { ok: false, intent, message, fields: inEuros(fields), values, target },
      { status },
    );

  /** Checks `parsed`, runs the change, and answers the redirect or the refusal. */
  async function save<T>(parsed: Parsed<T>, change: (input: T) => Promise<unknown>, prefix = "") {
    if (!parsed.success) {
      const fields = fieldErrors(
        parsed.error.issues.map((issue) => ({
          ...issue,
          path: [prefix, ...issue.path].filter(Boolean),
        })),
      );
      return refused(`${fallback}: please correct the marked fields.`, 400, fields);
    }
    try {
      await change(parsed.data);
    } catch (error) {
      if (error instanceof InvalidInputError) return refused(`${fallback}.`, 400, error.fields);
      if (error instanceof ConflictError) {
        return refused(
          `${fallback}: ${error.message}`,
          409,
          error.field ? { [error.field]: error.message } : {},
        );
      }
      if (error instanceof NotFoundError) return refused(`${fallback}: ${error.message}`, 404);
      throw error;
    }
    const section = savedNotices[intent]?.section ?? "details";
    return redirect(`/admin/accommodation/providers/${providerId}?saved=${intent}#${section}`, 303);
  }

  const { accommodation } = services;
  switch (intent) {
    case "details": {
      const fields = providerFieldsOf(values);
      // A blank number on a change is a mistake, not "leave it": the schema refuses "".
      const input = {
        ...fields,
        travelMinutes: fields.travelMinutes ?? "",
        maxStudents: fields.maxStudents ?? "",
        ratePerNightCents: fields.ratePerNightCents ?? "",
        active: Boolean(values.active),
      };
      return save(providerUpdateSchema.safeParse(input), (change) =>
        accommodation.updateProvider(viewer, providerId, change),
      );
    }
    case "add-member":
      return save(householdMemberInputSchema.safeParse(memberInputOf(values)), (member) =>
        accommodation.addHouseholdMember(providerId, member, actor),
      );
    case "member": {
      const member = memberInputOf(values);
      const input = { ...member, birthYear: member.birthYear ?? "", status: member.status ?? "" };
      return save(householdMemberUpdateSchema.safeParse(input), (change) =>
        accommodation.updateHouseholdMember(providerId, target ?? 0, change, actor),
      );
    }
    case "room":
      return save(roomInputSchema.safeParse(roomInputOf(values)), (room) =>
        accommodation.addRoom(providerId, room, actor),
      );
    case "unavailable":
      return save(unavailableInputSchema.safeParse(unavailableInputOf(values)), (range) =>
        accommodation.addUnavailable(providerId, range, actor),
      );
    case "remove-unavailable":
      return save({ success: true, data: target ?? 0 }, (rangeId) =>
        accommodation.removeUnavailable(providerId, rangeId, actor),
      );
    case "bank": {
      const bank = bankOf(values);
      if (!bank) {
        return refused(`${fallback}: please correct the marked fields.`, 400, {
          "bank.iban": accommodationMessages.iban,
        });
      }
      return save(
        bankDetailsSchema.safeParse(bank),
        (details) => accommodation.updateProvider(viewer, providerId, { bank: details }),
        "bank",
      );
    }
    case "reveal":
      try {
        const bank = await accommodation.revealBank(providerId, actor);
        return data<AccommodationResult>({
          ok: true,
          intent,
          message: "Bank details shown; the reading is recorded in the audit trail.",
          bank,
        });
      } catch (error) {
        if (error instanceof NotFoundError) return refused(`${fallback}: ${error.message}`, 404);
        throw error;
      }
    default:
      return refused("Unknown action", 400);
  }
}
