/**
 * The settings screen's password messages and the check of the change-password form, shared by
 * the action (the server's word) and the form (the same message before the round trip).
 */

export const STRENGTH_HINT =
  "At least 12 characters with a good mix of characters, and not your username.";

export const REQUIRED = "This field is required.";

export const PASSWORDS_DIFFER = "The two new passwords are not the same.";

/** Field messages for a change of one's own password; empty when it may go to the service. */
export function passwordChangeErrors({
  currentPassword,
  newPassword,
  confirmPassword,
}: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!currentPassword) fields.currentPassword = REQUIRED;
  if (!newPassword) fields.newPassword = REQUIRED;
  if (!confirmPassword) fields.confirmPassword = REQUIRED;
  else if (newPassword && confirmPassword !== newPassword)
    fields.confirmPassword = PASSWORDS_DIFFER;
  return fields;
}
