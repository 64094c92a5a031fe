import { z } from "zod";
import { messages, requiredText } from "../forms/fields";

const textList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().max(maxLength, messages.tooLong(maxLength)))
    .max(maxItems)
    .transform((items) => items.filter(Boolean));

const timetableSection = z.union([
  z.string().trim().max(1000),
  z.record(z.string().trim().min(1).max(100), z.string().trim().max(1000)),
]);

const euros = z.number().int().min(0).max(100_000).nullable();
const weeks = z.number().int().min(1).max(104).nullable();

/** Every field of a program as staff edit it (spec §3), validated on the server. */
export const programInputSchema = z
  .object({
    id: z
      .string()
      .trim()
      .min(3, "Use at least 3 characters.")
      .max(80)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens."),
    title: requiredText(120),
    shortDescription: requiredText(200),
    description: requiredText(10_000),
    category: z.enum(["junior", "adult", "teacher", "erasmus"], { error: messages.choice }),
    location: requiredText(80),
    season: z.enum(["summer", "year-round"], { error: messages.choice }),
    duration: requiredText(60),
    minWeeks: weeks,
    maxWeeks: weeks,
    ageRange: requiredText(60),
    ageMin: z.number().int().min(5).max(99),
    ageMax: z.number().int().min(5).max(120).nullable(),
    priceFrom: euros,
    /** The price list's weekly tuition (issue 16); null when not sold by the week. */
    tuitionWeeklyCents: z
      .number({ error: "Enter an amount in euro, like 350 or 349.50." })
      .int("Enter an amount in euro, like 350 or 349.50.")
      .min(0)
      .max(10_000_000)
      .nullable(),
    hoursPerWeek: z
      .number({ error: "Enter the hours of tuition per week (1 to 40)." })
      .int("Enter the hours of tuition per week (1 to 40).")
      .min(1, "Enter the hours of tuition per week (1 to 40).")
      .max(40, "Enter the hours of tuition per week (1 to 40).")
      .optional()
      .default(20),
    image: z.string().trim().max(500).nullable(),
    highlights: textList(30, 300),
    inclusions: textList(30, 300),
    activities: textList(40, 300),
    timetable: z.record(z.string().trim().min(1).max(100), timetableSection),
    faq: z.array(z.object({ question: requiredText(300), answer: requiredText(3000) })).max(40),
    status: z.enum(["active", "draft", "archived"], { error: messages.choice }),
    sortOrder: z.number().int().min(0).max(100_000),
  })
  .refine((p) => p.minWeeks === null || p.maxWeeks === null || p.minWeeks <= p.maxWeeks, {
    path: ["maxWeeks"],
    message: "Maximum weeks must be at least the minimum.",
  })
  .refine((p) => p.ageMax === null || p.ageMin <= p.ageMax, {
    path: ["ageMax"],
    message: "Maximum age must be at least the minimum.",
  })
  .refine((p) => p.image === null || /^(\/[\w./-]+|https:\/\/[\w.-]+\/[\w./%-]*)$/.test(p.image), {
    path: ["image"],
    message: "Use an image path on this site (/images/…) or an https:// address.",
  });

export type ProgramInput = z.infer<typeof programInputSchema>;
