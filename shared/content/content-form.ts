import { z } from "zod";
import { clearableText, messages } from "../forms/fields";

/** "a, b, , c" → ["a", "b", "c"] (spec §5); arrays pass through trimmed. */
export const commaList = (maxItems: number, maxLength: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(",")))
    .transform((items) => items.map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(maxLength, messages.tooLong(maxLength))).max(maxItems));

/** Title → slug: lower-cased, spaces to hyphens, other non-word characters removed (spec §5). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]/g, "")
    .replace(/_/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || /^(\/[\w./-]+|https:\/\/[\w.-]+\/[\w./%-]*)$/.test(value), {
    message: "Use an image path on this site (/images/…) or an https:// address.",
  })
  .optional()
  .transform((value) => value || null);

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, messages.tooLong(max));

export const destinationInputSchema = z.object({
  name: required(80, "Please fill in all required fields"),
  description: required(2000, "Please fill in all required fields"),
  imageUrl,
  features: commaList(20, 120).optional().default([]),
  isActive: z.boolean().optional().default(true),
});
export type DestinationInput = z.infer<typeof destinationInputSchema>;

export const blogPostInputSchema = z
  .object({
    title: required(200, "Please fill in title and content"),
    slug: z.string().trim().max(200).optional().default(""),
    excerpt: z.string().trim().max(500).optional().default(""),
    content: required(100_000, "Please fill in title and content"),
    featuredImage: imageUrl,
    category: z
      .string()
      .trim()
      .max(60)
      .optional()
      .transform((value) => value || "News"),
    tags: commaList(20, 40).optional().default([]),
    isPublished: z.boolean().optional().default(false),
  })
  .transform((post) => ({ ...post, slug: slugify(post.slug || post.title) }))
  .refine((post) => post.slug.length > 0, {
    path: ["slug"],
    message: "The title needs at least one letter or digit to make an address from.",
  });
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const studentStatusValues = [
  "pending",
  "enrolled",
  "active",
  "completed",
  "withdrawn",
] as const;

export const studentInputSchema = z
  .object({
    firstName: required(80, messages.required),
    lastName: required(80, messages.required),
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: messages.email }))
      .transform((v) => v.toLowerCase()),
    country: clearableText(80),
    age: z.number().int().min(8).max(120).nullable().optional(),
    programId: clearableText(80),
    location: clearableText(80),
    startDate: z.iso.date({ error: messages.date }).nullable().optional(),
    endDate: z.iso.date({ error: messages.date }).nullable().optional(),
    status: z.enum(studentStatusValues, { error: messages.choice }).optional().default("enrolled"),
    accommodationType: clearableText(40),
  })
  .refine((s) => !s.startDate || !s.endDate || s.startDate <= s.endDate, {
    path: ["endDate"],
    message: "The end date must be on or after the start date.",
  });
export type StudentInput = z.infer<typeof studentInputSchema>;

export const staffUserInputSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, "Use at least 3 characters.")
    .max(40)
    .regex(/^[a-zA-Z0-9._-]+$/, "Use letters, digits, dots, hyphens and underscores.")
    .transform((value) => value.toLowerCase()),
  displayName: required(80, messages.required),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: messages.email }))
    .optional(),
  role: z.enum(["admin", "editor", "teacher"], { error: messages.choice }),
  password: z.string().min(1, messages.required).max(200),
});
export type StaffUserInput = z.infer<typeof staffUserInputSchema>;

/** What staff change of their own account: the name shown to colleagues and a mail address. */
export const staffProfileSchema = z.object({
  displayName: required(80, messages.required),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === "" || z.email().safeParse(value).success, messages.email)
    .transform((value) => (value === "" ? null : value.toLowerCase())),
});
export type StaffProfileInput = z.infer<typeof staffProfileSchema>;
