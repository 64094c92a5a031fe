import { cefrLevels } from "@shared/level-test/types";
import { z } from "zod";
import { accommodationTypes, ageGroups, durationOptions } from "../content/options";
import {
  consent,
  email,
  honeypot,
  locale,
  messages,
  optionalChoice,
  optionalIsoDate,
  optionalPhone,
  optionalText,
  requiredText,
} from "../forms/fields";

/** The quote request form (spec §5): first and last name, e-mail and a program required. */
export const quoteRequestSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  email,
  phone: optionalPhone,
  nationality: optionalText(80),
  ageGroup: optionalChoice(ageGroups),
  startDate: optionalIsoDate,
  duration: optionalChoice(durationOptions),
  accommodation: optionalChoice(accommodationTypes),
  specialRequests: optionalText(2000),
  programId: requiredText(80).regex(/^[a-z0-9-]+$/, messages.choice),
  /** From the online level test's result page. */
  englishLevel: optionalChoice(cefrLevels),
  gdprConsent: consent,
  website: honeypot,
  locale,
});

export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;
