import type { StaffUserInput } from "@shared/content/content-form";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type StaffRole, staffUsers } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import type { AuthService, SignInContext, StaffUserView } from "../auth";
import { checkPasswordStrength, hashPassword } from "../auth/passwords";
import { ConflictError, InvalidInputError, NotFoundError, RateLimitedError } from "../errors";

export type StaffUserAdminView = StaffUserView & {
  isActive: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
};

const view = (row: typeof staffUsers.$inferSelect): StaffUserAdminView => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  email: row.email,
  role: row.role,
  isActive: row.isActive,
  lastLoginAt: row.lastLoginAt,
  createdAt: row.createdAt,
});

function assertStrong(password: string, username: string, field = "password") {
  const problem = checkPasswordStrength(password, username);
  if (problem) throw new InvalidInputError({ [field]: problem.message });
}

export function createStaffUserService(deps: {
  db: Database;
  auth: AuthService;
  onPasswordChanged: (username: string) => void;
}) {
  const { db } = deps;

  async function activeAdminCount(): Promise<number> {
    const rows = await db
      .select({ id: staffUsers.id, role: staffUsers.role, isActive: staffUsers.isActive })
      .from(staffUsers);
    return rows.filter((row) => row.role === "admin" && row.isActive).length;
  }

  return {
    async list(): Promise<StaffUserAdminView[]> {
      return (await db.select().from(staffUsers).orderBy(asc(staffUsers.username))).map(view);
    },

    async create(input: StaffUserInput, actor: Actor): Promise<StaffUserAdminView> {
      assertStrong(input.password, input.username);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffUsers)
          .values({
            username: input.username,
            displayName: input.displayName,
            email: input.email ?? null,
            role: input.role,
            passwordHash,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new ConflictError("That username is taken.", "username");
        await recordAudit(tx, actor, {
          action: "create",
          entity: "staff_user",
          entityId: row.id,
          summary: `Created ${row.role} ${row.username}`,
          after: view(row),
        });
        return view(row);
      });
    },

    /**
     * Role, enabled state, name and e-mail; the last active admin can be neither demoted nor
     * disabled.
     */
    async update(
      id: number,
      change: {
        role?: StaffRole;
        isActive?: boolean;
        displayName?: string;
        email?: string | null;
      },
      actor: Actor,
    ): Promise<StaffUserAdminView> {
      const [before] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
      if (!before) throw new NotFoundError("Staff user not found");
      const losesAdmin =
        before.role === "admin" &&
        before.isActive &&
        ((change.role !== undefined && change.role !== "admin") || change.isActive === false);
      if (losesAdmin && (await activeAdminCount()) <= 1) {
        throw new InvalidInputError({
          [change.isActive === false ? "isActive" : "role"]: "Keep at least one active admin.",
        });
      }
      const after = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffUsers)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(staffUsers.id, id))
          .returning();
        if (!row) throw new NotFoundError("Staff user not found");
        await recordAudit(tx, actor, {
          action: "update",
          entity: "staff_user",
          entityId: id,
          summary: `Updated staff user ${row.username}`,
          before: view(before),
          after: view(row),
        });
        return row;
      });
      if (change.isActive === false || (change.role && change.role !== before.role))
        await deps.auth.revokeAll(id);
      return view(after);
    },

    async resetPassword(id: number, password: string, actor: Actor): Promise<void> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
      if (!user) throw new NotFoundError("Staff user not found");
      assertStrong(password, user.username);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(staffUsers.id, id));
        await recordAudit(tx, actor, {
          action: "update",
          entity: "staff_user",
          entityId: id,
          summary: `Reset the password of ${user.username}`,
        });
      });
      await deps.auth.revokeAll(id);
      deps.onPasswordChanged(user.username);
    },

    /**
     * The current password is checked as a sign-in attempt (same budgets: a session left open
     * cannot be used to guess it). Also ends the user's other sessions: whoever else knew the
     * old password is signed out.
     */
    async changeOwnPassword(
      userId: number,
      currentPassword: string,
      newPassword: string,
      actor: Actor,
      context: SignInContext & { keepSessionId?: string },
    ): Promise<void> {
      const checked = await deps.auth.verifyCurrentPassword(userId, currentPassword, context);
      if (checked.status === "throttled") throw new RateLimitedError(checked.retryAfter);
      if (checked.status === "invalid") {
        throw new InvalidInputError({ currentPassword: "Your current password is not right." });
      }
      const user = checked.user;
      assertStrong(newPassword, user.username, "newPassword");
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(staffUsers.id, userId));
        await recordAudit(tx, actor, {
          action: "update",
          entity: "staff_user",
          entityId: userId,
          summary: `${user.username} changed their password`,
        });
      });
      await deps.auth.revokeAll(userId, context.keepSessionId);
      deps.onPasswordChanged(user.username);
    },
  };
}

export type StaffUserService = ReturnType<typeof createStaffUserService>;
