/**
 * The tag of an end-to-end test that changes what other tests read (a chain's contract, a fault, the relay):
 * playwright.config.ts runs such tests one at a time, after the tests that only read.
 */
export const CHANGES_SHARED_STATE = '@changes-shared-state';
