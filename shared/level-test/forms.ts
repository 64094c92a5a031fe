import { z } from "zod";
import { consent, email, honeypot, requiredText } from "../forms/fields";

/** "E-mail me my result" on the level test's result page (and its API). */
export const levelTestResultEmailSchema = z.object({
  name: requiredText(100),
  email,
  gdprConsent: consent,
  website: honeypot,
});

export type LevelTestResultEmailInput = z.infer<typeof levelTestResultEmailSchema>;
