/** Facts of the /programs page that do not change with the language (words: `programs`). */
import type { ProgramCategory } from "@shared/content/types";

/** Spec §1's figures for the programs page (the words are in `programs:stats`). */
export const programStats = ["years", "students", "countries", "programs", "cities"] as const;

export const categoryCards: { id: ProgramCategory; image: string }[] = [
  { id: "junior", image: "/images/programs/junior-summer-dublin.svg" },
  { id: "adult", image: "/images/programs/general-english-cork.svg" },
  { id: "teacher", image: "/images/programs/cert-tesol.svg" },
  { id: "erasmus", image: "/images/programs/teacher-training.svg" },
];

export const whyChooseItems = ["classes", "accredited", "care", "quote"] as const;
