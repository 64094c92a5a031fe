/**
 * The host portal's e-mails (issue 31, decision 0046), in English like the portal: the staff's
 * invitation and the sign-in link a host asks for. Each carries a single-use link; whoever has
 * it can sign in until it expires, so the text says how long it lasts and what to do if the
 * mail was not expected.
 */
import { brand } from "@shared/config/brand";
import { formatDateTime } from "@shared/format/dates";
import type { QueuedMessage } from "./outbox";
import { htmlOf } from "./templates";

function hostMessage(kind: string, to: string, subject: string, paragraphs: string[]) {
  const body = [...paragraphs, `The accommodation team, ${brand.name}`];
  const contact = `${brand.admissionsEmail} · ${brand.phone}`;
  return {
    kind,
    to,
    replyTo: brand.admissionsEmail,
    subject,
    text: `${body.join("\n\n")}\n${contact}\n`,
    html: htmlOf(body, contact),
  } satisfies QueuedMessage;
}

/** Kind "host-invitation": valid HOST_INVITATION_DAYS days, once. */
export function hostInvitationMessage(options: {
  to: string;
  name: string;
  providerName: string;
  url: string;
  expiresAt: string;
}): QueuedMessage {
  return hostMessage(
    "host-invitation",
    options.to,
    `Your access to the ${brand.name} host portal`,
    [
      `Hello ${options.name},`,
      `${brand.name} has given you access to its host portal for ${options.providerName}. There you see the students coming to stay with you, their arrival and the notes you need to look after them, confirm when a student has arrived, mark dates you cannot host, and read the payments you received.`,
      `Open the portal with this link (no password needed):\n${options.url}`,
      `The link works once, until ${formatDateTime(options.expiresAt)} (Dublin time). Later, ask for a new sign-in link on the portal's sign-in page with this e-mail address.`,
      "If you did not expect this e-mail, you can ignore it.",
    ],
  );
}

/** Kind "host-sign-in": valid HOST_SIGN_IN_LINK_MINUTES minutes, once. */
export function hostSignInMessage(options: {
  to: string;
  name: string;
  url: string;
  minutes: number;
}): QueuedMessage {
  return hostMessage(
    "host-sign-in",
    options.to,
    `Your sign-in link for the ${brand.name} host portal`,
    [
      `Hello ${options.name},`,
      `Here is the link you asked for to sign in to the host portal:\n${options.url}`,
      `It works once, within ${options.minutes} minutes. A newer link replaces it.`,
      "If you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.",
    ],
  );
}
