/**
 * The bodies of the host portal and of the staff's invitation (issue 31, decision 0046): the
 * same schemas validate the API and the pages' actions.
 */
import { z } from "zod";
import { isoDay, nightRange } from "../accommodation/forms";
import { email, optionalText, requiredText } from "../forms/fields";

/** An admin invites a person of a host family or residence to the portal. */
export const hostInvitationSchema = z.object({
  email,
  name: requiredText(120),
});
export type HostInvitationInput = z.infer<typeof hostInvitationSchema>;

/** "Send me a sign-in link". */
export const hostSignInRequestSchema = z.object({ email });

/** Nights [from, to) the host's whole home cannot take a student. */
export const hostUnavailableSchema = nightRange(
  z.object({ from: isoDay, to: isoDay, reason: optionalText(200) }),
);
export type HostUnavailableInput = z.infer<typeof hostUnavailableSchema>;

/** `?year=` of the statements: the school's years with hosts, bounded. */
export const hostStatementQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** A link's token: 32 random bytes in base64url. */
export const HOST_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
