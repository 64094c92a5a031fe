/**
 * The people behind the demo school and its partners: two staff members who act in the story
 * (their passwords are random and never shown, except the admissions officer's, printed so
 * the editor role can be tried), and two agencies with their agents and invitations.
 */
import { randomBytes } from "node:crypto";
import { hashInvitationToken } from "../../../services/agents/tokens";
import { hashPassword } from "../../../services/auth/passwords";
import { agencies, agentInvitations, agentUsers, staffUsers } from "../../schema";
import { auditEntry, type DemoActor, type DemoContext, type DemoStaff } from "./context";
import type { PeopleFactory } from "./people";

export interface DemoAgency {
  id: number;
  key: "atlantico" | "nordlicht";
  name: string;
  basisPoints: number;
  /** The agents; the first is the one whose login is printed (Atlántico) or who books. */
  agents: (DemoActor & { id: number; email: string; lang: "es" | "de"; actor: DemoActor })[];
}

/** A role anyone may try in the demo: where to go and, except for a family's link, how to sign in. */
export interface DemoLogin {
  kind: "staff" | "agent" | "family";
  role: string;
  /** On this server: the caller prefixes its own address. */
  path: string;
  username?: string;
  password?: string;
}

const newPassword = () => randomBytes(12).toString("base64url");

/**
 * The demo's passwords and their hashes, made at once (scrypt at OWASP's cost is ~0.4 s each):
 * the editor's, the agent's and the teacher's are printed; every other demo account shares the hash of a
 * password nobody knows.
 */
export async function demoPasswords() {
  const editor = newPassword();
  const agent = newPassword();
  const teacher = newPassword();
  const [editorHash, agentHash, teacherHash, lockedHash] = await Promise.all([
    hashPassword(editor),
    hashPassword(agent),
    hashPassword(teacher),
    hashPassword(newPassword()),
  ]);
  return { editor, agent, teacher, editorHash, agentHash, teacherHash, lockedHash };
}

export type DemoPasswords = Awaited<ReturnType<typeof demoPasswords>>;

/** The demo staff; `context` is not complete yet (no staff), hence the narrower argument. */
export async function writeStaff(
  tx: DemoContext["tx"],
  people: PeopleFactory,
  clock: DemoContext["clock"],
  passwords: DemoPasswords,
): Promise<{ staff: DemoStaff; logins: DemoLogin[]; ids: number[] }> {
  const lastLoginAt = clock.at(0, 0.1);
  const rows = await tx
    .insert(staffUsers)
    .values([
      {
        username: "aoife.demo",
        displayName: "Aoife Byrne",
        email: people.emailFor("aoife.byrne"),
        passwordHash: passwords.editorHash,
        role: "editor",
        lastLoginAt,
        createdAt: clock.at(120, 0.2),
      },
      {
        username: "ciaran.demo",
        displayName: "Ciarán Walsh",
        email: people.emailFor("ciaran.walsh"),
        passwordHash: passwords.lockedHash,
        role: "admin",
        lastLoginAt,
        createdAt: clock.at(120, 0.25),
      },
    ])
    .returning({ id: staffUsers.id, name: staffUsers.displayName });
  const [admissions, partnerships] = rows;
  if (!admissions || !partnerships) throw new Error("demo staff insert returned nothing");
  return {
    staff: { admissions, partnerships },
    logins: [
      {
        kind: "staff",
        role: "Editor (admissions)",
        path: "/admin/login",
        username: "aoife.demo",
        password: passwords.editor,
      },
    ],
    ids: rows.map((row) => row.id),
  };
}

/** Staff sign-ins of the last two working weeks, for the audit trail. */
export function writeSignIns(context: DemoContext): void {
  const { clock, staff } = context;
  for (let daysAgo = 13; daysAgo >= 0; daysAgo--) {
    const weekday = new Date(`${clock.day(daysAgo)}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [who, fraction] of [
      [staff.admissions, 0.04],
      [staff.partnerships, 0.09],
    ] as const) {
      context.audit.push(
        auditEntry(who, clock.at(daysAgo, fraction), {
          action: "login",
          entity: "staff_user",
          entityId: String(who.id),
          summary: `${who.name} signed in`,
        }),
      );
    }
  }
}

const agencyPlans = [
  {
    key: "atlantico",
    name: "Atlántico Idiomas",
    country: "Spain",
    mailbox: "info.atlantico-idiomas",
    percent: 15,
    createdDaysAgo: 110,
    agents: [
      { first: "Marta", last: "Ruiz", lang: "es" },
      { first: "Javier", last: "Soler", lang: "es" },
    ],
  },
  {
    key: "nordlicht",
    name: "Sprachreisen Nordlicht",
    country: "Germany",
    mailbox: "team.nordlicht-sprachreisen",
    percent: 12.5,
    createdDaysAgo: 96,
    agents: [{ first: "Katrin", last: "Vogel", lang: "de" }],
  },
] as const;

/** Two agencies, their agents (each joined through an invitation) and one open invitation. */
export async function writeAgencies(
  context: DemoContext,
  passwords: DemoPasswords,
): Promise<{ agencies: DemoAgency[]; logins: DemoLogin[] }> {
  const { tx, clock, people, staff } = context;
  const result: DemoAgency[] = [];
  for (const plan of agencyPlans) {
    const [agency] = await tx
      .insert(agencies)
      .values({
        name: plan.name,
        country: plan.country,
        email: people.emailFor(plan.mailbox),
        contactName: `${plan.agents[0].first} ${plan.agents[0].last}`,
        commissionBasisPoints: Math.round(plan.percent * 100),
        createdAt: clock.at(plan.createdDaysAgo, 0.4),
        updatedAt: clock.at(plan.createdDaysAgo, 0.4),
      })
      .returning({ id: agencies.id });
    if (!agency) throw new Error("demo agency insert returned nothing");
    context.registry.add("agencies", [agency.id]);
    context.audit.push(
      auditEntry(staff.partnerships, clock.at(plan.createdDaysAgo, 0.4), {
        action: "create",
        entity: "agency",
        entityId: String(agency.id),
        summary: `Created the agency ${plan.name} (${plan.percent} % commission)`,
      }),
    );
    const demoAgency: DemoAgency = {
      id: agency.id,
      key: plan.key,
      name: plan.name,
      basisPoints: Math.round(plan.percent * 100),
      agents: [],
    };
    for (const [index, agent] of plan.agents.entries()) {
      const name = `${agent.first} ${agent.last}`;
      const email = people.emailFor(`${agent.first}.${agent.last}`);
      const invitedDaysAgo = plan.createdDaysAgo - 1 - index * 20;
      const joined = clock.at(invitedDaysAgo - 1, 0.3);
      const [user] = await tx
        .insert(agentUsers)
        .values({
          agencyId: agency.id,
          email,
          name,
          locale: agent.lang,
          // Only the first agent of the first agency has a password anyone knows (printed).
          passwordHash:
            result.length === 0 && index === 0 ? passwords.agentHash : passwords.lockedHash,
          lastLoginAt: clock.at(1 + index, 0.5),
          createdAt: joined,
        })
        .returning({ id: agentUsers.id });
      if (!user) throw new Error("demo agent insert returned nothing");
      context.registry.add("agent_users", [user.id]);
      const [invitation] = await tx
        .insert(agentInvitations)
        .values({
          agencyId: agency.id,
          email,
          tokenHash: hashInvitationToken(randomBytes(32).toString("base64url")),
          expiresAt: clock.at(invitedDaysAgo - 7, 0.5),
          usedAt: joined,
          agentUserId: user.id,
          invitedBy: staff.partnerships.name,
          createdAt: clock.at(invitedDaysAgo, 0.45),
        })
        .returning({ id: agentInvitations.id });
      const actor = { id: null, name: `${name} (agent, ${plan.name})` };
      context.audit.push(
        auditEntry(staff.partnerships, clock.at(invitedDaysAgo, 0.45), {
          action: "create",
          entity: "agent_invitation",
          entityId: String(invitation?.id),
          summary: `Invited ${email} to ${plan.name}'s partner portal`,
        }),
        auditEntry(actor, joined, {
          action: "create",
          entity: "agent_user",
          entityId: String(user.id),
          summary: `${name} joined ${plan.name} through an invitation`,
        }),
        auditEntry(actor, clock.at(1 + index, 0.5), {
          action: "login",
          entity: "agent_user",
          entityId: String(user.id),
          summary: `${name} (${plan.name}) signed in to the partner portal`,
        }),
      );
      demoAgency.agents.push({ id: user.id, name, email, lang: agent.lang, actor });
    }
    result.push(demoAgency);
  }

  // A new colleague at Nordlicht has been invited and not yet joined: staff can see it waiting.
  const nordlicht = result[1] as DemoAgency;
  const pendingEmail = people.emailFor("tobias.brandt");
  const [pending] = await tx
    .insert(agentInvitations)
    .values({
      agencyId: nordlicht.id,
      email: pendingEmail,
      tokenHash: hashInvitationToken(randomBytes(32).toString("base64url")),
      expiresAt: new Date(clock.at(2, 0.6).getTime() + 7 * 864e5),
      invitedBy: staff.partnerships.name,
      createdAt: clock.at(2, 0.6),
    })
    .returning({ id: agentInvitations.id });
  context.audit.push(
    auditEntry(staff.partnerships, clock.at(2, 0.6), {
      action: "create",
      entity: "agent_invitation",
      entityId: String(pending?.id),
      summary: `Invited ${pendingEmail} to ${nordlicht.name}'s partner portal`,
    }),
  );

  const printed = result[0]?.agents[0];
  return {
    agencies: result,
    logins: printed
      ? [
          {
            kind: "agent",
            role: `Agent (${result[0]?.name}, partner portal)`,
            path: `/${printed.lang}/partners/login`,
            username: printed.email,
            password: passwords.agent,
          },
        ]
      : [],
  };
}
