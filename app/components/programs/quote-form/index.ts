export { type QuoteOutcome, type QuoteProgram, toQuoteProgram } from "./helpers";
export { QuoteForm } from "./quote-form";
