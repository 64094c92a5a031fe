import { z } from "zod";
import { enquiryTypes } from "../content/options";
import {
  consent,
  email,
  honeypot,
  locale,
  optionalChoice,
  optionalPhone,
  requiredText,
} from "../forms/fields";

/** The contact page's enquiry form (spec §5): name, e-mail, subject and message required. */
export const contactInquirySchema = z.object({
  name: requiredText(120),
  email,
  phone: optionalPhone,
  subject: requiredText(150),
  message: requiredText(5000),
  enquiryType: optionalChoice(enquiryTypes),
  gdprConsent: consent,
  website: honeypot,
  locale,
});

export type ContactInquiryInput = z.infer<typeof contactInquirySchema>;
