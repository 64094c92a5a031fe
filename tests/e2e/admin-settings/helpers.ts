import { type APIRequestContext, expect } from "@playwright/test";
import { apiToken, unique } from "../admin/support";

export interface StaffAccount {
  username: string;
  password: string;
  displayName: string;
}

/** A fresh staff account made by the e2e admin through the REST API. */
export async function createStaff(
  request: APIRequestContext,
  role: "admin" | "editor",
  displayName: string,
): Promise<StaffAccount> {
  const account = {
    username: unique(role).toLowerCase(),
    password: "Clover-staff-phrase-2031!",
    displayName,
  };
  const token = await apiToken(request);
  const created = await request.post("/api/admin/users", {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...account, role },
  });
  expect(created.status(), await created.text()).toBe(201);
  return account;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
