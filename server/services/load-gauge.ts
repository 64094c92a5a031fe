/**
 * How many requests the process is answering right now. Background work that can wait, the
 * outbox's delivery, yields while visitors are queueing (decision 0059): in a burst of a
 * thousand acceptances a second, rendering and sending their e-mails took a share of the one
 * event loop equal to the writes themselves, and the e-mails go a few seconds later instead.
 */
export interface LoadGauge {
  enter(): void;
  leave(): void;
  /** True while more requests are in progress than a quiet server ever has at once. */
  busy(): boolean;
}

/** A browser opens at most six connections per host: 32 at once is several visitors waiting. */
export const BUSY_REQUESTS = 32;

export function createLoadGauge(threshold = BUSY_REQUESTS): LoadGauge {
  let inProgress = 0;
  return {
    enter() {
      inProgress += 1;
    },
    leave() {
      inProgress -= 1;
    },
    busy: () => inProgress >= threshold,
  };
}
