import { z } from "zod";
import { email, honeypot, locale } from "../forms/fields";

export const newsletterSignupSchema = z.object({ email, website: honeypot, locale });

export type NewsletterSignupInput = z.infer<typeof newsletterSignupSchema>;
