/**
 * The student-experience page's fixed facts (spec §3 "Student video"): six videos we made from
 * our own artwork (scripts/make-videos.sh), their category and true length, and the three
 * testimonials. Titles, descriptions and quotes are in the `experience` locale namespace.
 */

export const videoCategories = [
  "Activities",
  "Campus",
  "Culture",
  "Social",
  "Education",
  "Excursions",
] as const;
export type VideoCategory = (typeof videoCategories)[number];
export type VideoFilter = "All" | VideoCategory;

export interface StudentVideo {
  id: string;
  category: VideoCategory;
  /** The file's true length, in whole seconds (checked against the files by the e2e test). */
  seconds: number;
  poster: string;
}

export const studentVideos: readonly StudentVideo[] = [
  {
    id: "first-week-dublin",
    category: "Campus",
    seconds: 135,
    poster: "/images/destinations/dublin.svg",
  },
  {
    id: "morning-class",
    category: "Education",
    seconds: 185,
    poster: "/images/places/classroom.svg",
  },
  {
    id: "wild-atlantic-way",
    category: "Excursions",
    seconds: 250,
    poster: "/images/experience/coast.svg",
  },
  {
    id: "trad-session-galway",
    category: "Culture",
    seconds: 90,
    poster: "/images/experience/music.svg",
  },
  {
    id: "gaelic-games-taster",
    category: "Activities",
    seconds: 160,
    poster: "/images/places/sports.svg",
  },
  { id: "quiz-night", category: "Social", seconds: 110, poster: "/images/places/lounge.svg" },
];

/** The files of a video: WebM first (smaller), MP4 for Safari, English captions. */
export function videoSources(id: string) {
  return {
    webm: `/media/videos/${id}.webm`,
    mp4: `/media/videos/${id}.mp4`,
    captions: `/media/captions/${id}.en.vtt`,
  };
}

/** 135 → "2:15". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return `${minutes}:${String(rest).padStart(2, "0")}`;
}

/** `?category=` (any case) → a filter; anything else is All. */
export function parseVideoFilter(value: string | null | undefined): VideoFilter {
  const lower = (value ?? "").trim().toLowerCase();
  return videoCategories.find((category) => category.toLowerCase() === lower) ?? "All";
}

/** How many videos each filter shows, computed from the list (All counts every video). */
export function countByFilter(videos: readonly StudentVideo[]): Record<VideoFilter, number> {
  const counts = { All: videos.length } as Record<VideoFilter, number>;
  for (const category of videoCategories) {
    counts[category] = videos.filter((video) => video.category === category).length;
  }
  return counts;
}

export function videosFor(videos: readonly StudentVideo[], filter: VideoFilter): StudentVideo[] {
  return filter === "All" ? [...videos] : videos.filter((video) => video.category === filter);
}

export const experienceTestimonials = [
  { id: "sofia", rating: 5 },
  { id: "kenji", rating: 5 },
  { id: "amelie", rating: 5 },
] as const;
