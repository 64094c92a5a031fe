/** Types the booking pages name; the services themselves are in the modules beside this one. */
export type { BookingListQuery } from "./admin";
export type { PublicOfferService } from "./public";
