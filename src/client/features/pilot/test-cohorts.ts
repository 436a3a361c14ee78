import type { PilotCohort } from "../../../contracts/pilot";

/** spec 3 §9's cohort, as the migration seeds it (closed on any clock after August 2025), with `applications`. */
export const seededCohort = (applications: number): PilotCohort => ({
  id: 1,
  name: "September to November 2025",
  startsOn: "2025-09-01",
  endsOn: "2025-11-30",
  applicationsCloseOn: "2025-08-31",
  places: 12,
  placesLeft: 12,
  pricePence: 100000,
  status: "closed",
  applications,
});
