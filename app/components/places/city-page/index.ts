export { AttractionsPanel } from "./attractions-panel";
export { CampusPanel } from "./campus-panel";
export { CityCta, CityHero, CitySwitcher } from "./hero";
export { LifePanel } from "./life-panel";
export { OverviewPanel } from "./overview-panel";
export { type CityProgramCard, ProgramsPanel, toCityProgramCard } from "./programs-panel";
export { tabSearch } from "./shared";
