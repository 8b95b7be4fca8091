/**
 * The significance level of the release test (release-change.ts): a change is called when its
 * two-sided p-value is below it. A module of its own, so that the option table can print it
 * without loading the test.
 */
export const RELEASE_ALPHA = 0.05;
