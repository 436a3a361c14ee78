import { useMutation } from "@tanstack/react-query";
import type { PilotApplicationInput } from "../../../../contracts/pilot";
import { apiRequest } from "../../../lib/api-request";

/** spec 3 §7: POST /api/pilot-application with the ten fields; only OK versus not OK is read. */
export const submitPilotApplication = (input: PilotApplicationInput) =>
  apiRequest<{ id: number }>("POST", "/api/pilot-application", input);

export const useSubmitPilotApplication = () => useMutation({ mutationFn: submitPilotApplication });
