/**
 * What the booking services offer the pages and the REST API (issue 16). Routes call
 * `services.bookings.<part>.<method>`; the implementations live beside this file. Errors:
 * NotFoundError (404), ConflictError (409: a status change the booking's state refuses),
 * InvalidInputError (400, with `fields` keyed by the input's path, e.g. "guardian.name"),
 * GoneError (410: the offer link expired).
 */
import type {
  AcceptResult,
  BookingDetail,
  BookingListItem,
  BookingStatus,
  Offer,
  OfferInput,
  PaymentInput,
  PriceList,
  PriceListInput,
  PublicOffer,
} from "@shared/booking";
import type { Actor } from "../audit";
import type { Page } from "../paging";

export interface BookingListQuery {
  q: string;
  /** A BookingStatus, or "" for all. */
  status: string;
  programId: string;
  /** "YYYY-MM": bookings starting in that month; "" for all. */
  startMonth: string;
  page: number;
  pageSize: number;
}

export interface PriceListService {
  get(): Promise<PriceList>;
  save(input: unknown, actor: Actor): Promise<PriceList>;
}

export interface OfferService {
  /** Pre-filled from the price list; 409 when the quote's booking is already accepted. */
  createFromQuote(
    quoteRequestId: number,
    input: { startDate?: string; weeks?: number },
    actor: Actor,
  ): Promise<Offer>;
  get(offerId: number): Promise<Offer | null>;
  /** Drafts only (409 otherwise). */
  update(offerId: number, input: unknown, actor: Actor): Promise<Offer>;
  /** E-mails the person their link; a sent offer can be sent again (a new link). */
  send(offerId: number, actor: Actor): Promise<{ offer: Offer; url: string }>;
  /** A quote request's booking, if any (for the leads screen's "Make an offer"). */
  bookingOfQuote(quoteRequestId: number): Promise<number | null>;
}

export interface BookingAdminService {
  list(query: BookingListQuery): Promise<Page<BookingListItem>>;
  get(id: number): Promise<BookingDetail | null>;
  recordPayment(id: number, input: unknown, actor: Actor): Promise<BookingDetail>;
  changeStatus(
    id: number,
    input: { status: BookingStatus; reason?: string } | unknown,
    actor: Actor,
  ): Promise<BookingDetail>;
  /** The letter of acceptance; 409 before the deposit is recorded. */
  letter(id: number): Promise<{ filename: string; pdf: Buffer }>;
  /** E-mails the person (and guardian) the link to download their letter. */
  emailLetter(id: number, actor: Actor): Promise<void>;
  /** CSV of the whole filtered list (not one page). */
  csv(query: Omit<BookingListQuery, "page" | "pageSize">, actor: Actor): Promise<string>;
}

export interface PublicOfferService {
  /** NotFoundError for an unknown token, GoneError past its expiry. */
  view(token: string): Promise<PublicOffer>;
  accept(token: string, input: unknown, context: { ip: string }): Promise<AcceptResult>;
  decline(token: string, context: { ip: string }): Promise<PublicOffer>;
  /** The person's own letter of acceptance, once the deposit is recorded. */
  letter(token: string): Promise<{ filename: string; pdf: Buffer }>;
}
