import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { activityCity, excursionsByCity } from "../../app/content/activities";
import {
  cityFacts,
  cityIds,
  parseCity,
  parseTab,
  programsInCity,
} from "../../app/content/destinations";
import {
  countByFilter,
  formatDuration,
  parseVideoFilter,
  studentVideos,
  videoCategories,
  videoSources,
  videosFor,
} from "../../app/content/experience";
import { citiesOfLocation } from "../../shared/content/types";

const publicFile = (url: string) => path.resolve("public", url.replace(/^\//, ""));

describe("destinations", () => {
  it("matches a city in any case and rejects everything else", () => {
    expect(parseCity("DUBLIN")).toBe("dublin");
    expect(parseCity("Cork")).toBe("cork");
    expect(parseCity(" galway ")).toBe("galway");
    expect(parseCity("limerick")).toBeNull();
    expect(parseCity("")).toBeNull();
    expect(parseCity(undefined)).toBeNull();
  });

  it("starts on Overview and accepts only the five tabs", () => {
    expect(parseTab(null)).toBe("overview");
    expect(parseTab("Campus")).toBe("campus");
    expect(parseTab("life")).toBe("life");
    expect(parseTab("admin")).toBe("overview");
  });

  it("finds a city's programs by the cities they run in, including shared ones", () => {
    // The cities come from the English location, whatever language it is shown in.
    const programs = [
      { id: "a", location: "Dublín", cities: citiesOfLocation("Dublin") },
      {
        id: "b",
        location: "Dublín, Cork y Galway",
        cities: citiesOfLocation("Dublin, Cork & Galway"),
      },
      { id: "c", location: "Cork", cities: citiesOfLocation("Cork") },
      {
        id: "d",
        location: "Dublín (semipresencial)",
        cities: citiesOfLocation("Dublin (blended)"),
      },
    ];
    expect(programsInCity(programs, "dublin").map((p) => p.id)).toEqual(["a", "b", "d"]);
    expect(programsInCity(programs, "galway").map((p) => p.id)).toEqual(["b"]);
    expect(programsInCity([], "cork")).toEqual([]);
  });

  it("has plausible facts and artwork that exists", () => {
    expect(cityFacts.dublin.population).toBeGreaterThan(1_000_000);
    expect(cityFacts.cork.population).toBeGreaterThan(200_000);
    expect(cityFacts.galway.population).toBeLessThan(100_000);
    for (const id of cityIds) {
      const facts = cityFacts[id];
      expect(facts.timezone).toBe("Europe/Dublin");
      expect(facts.highlights).toHaveLength(4);
      const images = [
        facts.heroImage,
        ...facts.facilities.map((f) => f.image),
        ...facts.attractions.map((a) => a.image),
        ...facts.tour.map((p) => p.image),
      ];
      for (const image of images) expect(fs.existsSync(publicFile(image)), image).toBe(true);
    }
  });
});

describe("activities", () => {
  it("has exactly the spec's half-day and full-day counts", () => {
    const counts = Object.fromEntries(
      cityIds.map((id) => [
        id,
        [excursionsByCity[id].halfDay.length, excursionsByCity[id].fullDay.length],
      ]),
    );
    expect(counts).toEqual({ dublin: [8, 5], cork: [6, 4], galway: [6, 5] });
  });

  it("labels every excursion with the right duration, unique ids and existing artwork", () => {
    const ids = new Set<string>();
    for (const id of cityIds) {
      for (const excursion of excursionsByCity[id].halfDay)
        expect(excursion.duration).toBe("Half-Day");
      for (const excursion of excursionsByCity[id].fullDay)
        expect(excursion.duration).toBe("Full-Day");
      for (const excursion of [...excursionsByCity[id].halfDay, ...excursionsByCity[id].fullDay]) {
        expect(ids.has(excursion.id), excursion.id).toBe(false);
        ids.add(excursion.id);
        expect(fs.existsSync(publicFile(excursion.image)), excursion.image).toBe(true);
      }
    }
  });

  it("defaults the city tab to Dublin", () => {
    expect(activityCity(null)).toBe("dublin");
    expect(activityCity("CORK")).toBe("cork");
    expect(activityCity("paris")).toBe("dublin");
  });
});

describe("student videos", () => {
  it("formats durations as m:ss", () => {
    expect(formatDuration(90)).toBe("1:30");
    expect(formatDuration(135)).toBe("2:15");
    expect(formatDuration(250)).toBe("4:10");
    expect(formatDuration(61)).toBe("1:01");
  });

  it("has six videos between 1:30 and 4:10, each with its files", () => {
    expect(studentVideos).toHaveLength(6);
    for (const video of studentVideos) {
      expect(video.seconds).toBeGreaterThanOrEqual(90);
      expect(video.seconds).toBeLessThanOrEqual(250);
      const files = videoSources(video.id);
      for (const file of [files.webm, files.mp4]) {
        const size = fs.statSync(publicFile(file)).size;
        expect(size, file).toBeLessThan(400 * 1024);
      }
      expect(fs.readFileSync(publicFile(files.captions), "utf8")).toMatch(/^WEBVTT/);
      expect(fs.existsSync(publicFile(video.poster))).toBe(true);
    }
  });

  it("computes the count of every filter from the list", () => {
    const counts = countByFilter(studentVideos);
    expect(counts.All).toBe(6);
    const sum = videoCategories.reduce((total, category) => total + counts[category], 0);
    expect(sum).toBe(6);
    const sample = [
      { id: "a", category: "Social" as const, seconds: 100, poster: "" },
      { id: "b", category: "Social" as const, seconds: 100, poster: "" },
    ];
    expect(countByFilter(sample)).toMatchObject({ All: 2, Social: 2, Campus: 0 });
  });

  it("filters one category at a time, All by default", () => {
    expect(parseVideoFilter(null)).toBe("All");
    expect(parseVideoFilter("culture")).toBe("Culture");
    expect(parseVideoFilter("nonsense")).toBe("All");
    expect(videosFor(studentVideos, "All")).toHaveLength(6);
    const sample = [
      { id: "a", category: "Social" as const, seconds: 100, poster: "" },
      { id: "b", category: "Campus" as const, seconds: 100, poster: "" },
      { id: "c", category: "Social" as const, seconds: 100, poster: "" },
    ];
    const ids = (filter: Parameters<typeof videosFor>[1]) =>
      videosFor(sample, filter).map((video) => video.id);
    expect(ids("Social")).toEqual(["a", "c"]);
    expect(ids("Campus")).toEqual(["b"]);
    expect(ids("Culture")).toEqual([]);
    expect(ids("All")).toEqual(["a", "b", "c"]);
    // On the real list, a filter keeps some videos and not all.
    const culture = videosFor(studentVideos, "Culture");
    expect(culture.length).toBeGreaterThan(0);
    expect(culture.length).toBeLessThan(studentVideos.length);
    expect(culture.every((video) => video.category === "Culture")).toBe(true);
  });
});
