/**
 * spec 3 §9's cohort (12 organisations, September to November 2025) as the first migration seeds it,
 * shared by the domain tests (pilot-cohort.test.ts), the API tests and the pages' tests.
 */
export const SPEC_PILOT_COHORT = {
  id: 1,
  name: "September to November 2025",
  startsOn: "2025-09-01",
  endsOn: "2025-11-30",
  applicationsCloseOn: "2025-08-31",
  places: 12,
  pricePence: 100000,
};
