/**
 * Events kept per trial timeline for report.html unless told (`report --events-per-trial`;
 * trial-sample.ts). A module of its own, so that the option table prints it without loading the
 * report's schemas.
 */
export const DEFAULT_EVENTS_PER_TRIAL = 120;
