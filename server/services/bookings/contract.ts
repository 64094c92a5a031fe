/** Types the booking pages name; the services themselves are in the modules beside this one. */
export type { BookingListQuery } from "./list";
export type { PublicOfferService } from "./public";
