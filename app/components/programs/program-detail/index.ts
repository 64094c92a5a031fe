export { callToActionOf, seasonKey } from "./call-to-action";
export { ProgramNotFound } from "./not-found";
export { ProgramDetail } from "./program-detail";
