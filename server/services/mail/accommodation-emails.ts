/**
 * The e-mails of a placement (issue 31, decision 0047). The family (English) reads what caring
 * for the student needs: first name, age, nationality, arrival and departure, diet and care
 * notes; never passport data. The student, or their parent or guardian, reads the home in the
 * booking's language (shared/i18n/locales/<lang>/accommodation-mail.json): the hosts' first
 * names, the neighbourhood and the address, the house rules, the travel to school; never the
 * family's bank details, vetting or household's years of birth (this module is never given them).
 */
import { brand } from "@shared/config/brand";
import { languageInfo } from "@shared/i18n/languages";
import { copyFor, message } from "./booking-emails";
import type { QueuedMessage } from "./outbox";
import { htmlOf } from "./templates";

export interface FamilyNotice {
  to: string;
  familyName: string;
  /** A first placement, or a student moving in from another home from `from`. */
  moveIn: boolean;
  firstName: string;
  age: number | null;
  minor: boolean;
  nationality: string | null;
  from: string;
  to_: string;
  /** The flight or arrival time given at acceptance, for the first night of the stay only. */
  flight: string | null;
  dietaryNotes: string | null;
  careNotes: string | null;
  campus: string;
}

/** To the host family or residence: who is coming, when, and what their care needs (English). */
export function familyPlacementMessage(notice: FamilyNotice): QueuedMessage {
  const copy = copyFor("en", "accommodation-mail");
  const age =
    notice.age === null
      ? notice.minor
        ? "under 18"
        : "not given"
      : `${notice.age}${notice.minor ? " (under 18)" : ""}`;
  const title = notice.moveIn
    ? `${notice.firstName} moves in with you on ${copy.date(notice.from)}`
    : `A student for you: ${notice.firstName}, arriving ${copy.date(notice.from)}`;
  const lines = [
    `Student: ${notice.firstName}`,
    `Age: ${age}`,
    `Nationality: ${notice.nationality ?? "not given"}`,
    `${notice.moveIn ? "Moves in" : "Arrives"}: ${copy.date(notice.from)}`,
    ...(notice.flight ? [`Flight or arrival time: ${notice.flight}`] : []),
    `Leaves: ${copy.date(notice.to_)} (the morning after the last night)`,
    `Diet and allergies: ${notice.dietaryNotes ?? "none given"}`,
    `Care notes: ${notice.careNotes ?? "none given"}`,
  ];
  const paragraphs = [
    `Hello ${notice.familyName},`,
    notice.moveIn
      ? `${notice.firstName}, a student of our ${notice.campus} school, is moving to your home from other accommodation. The details:`
      : `Thank you for hosting with us. ${notice.firstName}, a student of our ${notice.campus} school, is placed with you. The details:`,
    lines.join("\n"),
    notice.minor
      ? "This student is under 18: our safeguarding rules for host families apply for the whole stay."
      : "",
    "Please keep these details to your household. If anything is unclear or you can no longer host on these dates, reply to this e-mail or call us.",
    "Kind regards,\nThe accommodation team",
  ].filter(Boolean);
  const contact = `${brand.admissionsEmail} · ${brand.phone}`;
  return {
    kind: "accommodation-family",
    to: notice.to,
    replyTo: brand.admissionsEmail,
    subject: `[${brand.name}] ${title}`,
    text: `${paragraphs.join("\n\n")}\n${contact}\n`,
    html: htmlOf(paragraphs, contact),
  };
}

export interface HomeNotice {
  to: string;
  lang: string;
  /** Whom the e-mail greets: the student, or their parent or guardian. */
  greet: string;
  /** The student's first name, when the e-mail is to their parent or guardian. */
  aboutStudent: string | null;
  moveIn: boolean;
  residence: boolean;
  /** The hosts' first names, or the residence's name alone. */
  hosts: string[];
  neighbourhood: string;
  address: string;
  travelMinutes: number;
  houseRules: string | null;
  from: string;
  to_: string;
  city: string;
}

/** To the student (or their parent or guardian): where they will live, in their language. */
export function homeMessage(notice: HomeNotice): QueuedMessage {
  const copy = copyFor(notice.lang, "accommodation-mail");
  const { t } = copy;
  const list = new Intl.ListFormat(languageInfo[copy.lang].locale, { type: "conjunction" });
  const values = {
    hosts: list.format(notice.hosts),
    student: notice.aboutStudent ?? "",
    city: notice.city,
    from: copy.date(notice.from),
    to: copy.date(notice.to_),
    count: notice.travelMinutes,
  };
  const kind = notice.residence ? "residence" : "family";
  const whom = notice.aboutStudent ? "Guardian" : "";
  const intro = `${notice.moveIn ? "move" : "intro"}.${kind}${whom}`;
  return message(
    copy,
    "accommodation-home",
    notice.to,
    t(notice.moveIn ? "subjectMove" : "subject", values),
    [
      t("greeting", { name: notice.greet }),
      t(intro, values),
      [
        notice.neighbourhood ? t("neighbourhood", { value: notice.neighbourhood }) : "",
        t("address", { value: notice.address }),
        t("travel", values),
      ]
        .filter(Boolean)
        .join("\n"),
      notice.houseRules ? `${t("houseRules")}\n${notice.houseRules}` : "",
      t("questions"),
    ].filter(Boolean),
  );
}
