import type { PilotCohort } from "../contracts/pilot";
import { SPEC_PILOT_COHORT } from "../domain/pilot-cohort-fixtures";

/** spec 3 §9's cohort as the API answers it (closed on any clock after August 2025), with `applications`. */
export const seededCohort = (applications: number): PilotCohort => ({
  ...SPEC_PILOT_COHORT,
  placesLeft: SPEC_PILOT_COHORT.places,
  status: "closed",
  applications,
});
