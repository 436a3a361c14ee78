import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";

/** "Notify When Ready" (spec 3 §2), stored on the server: publishing the module notifies the learner. */
export const requestContentReady = (moduleId: number) =>
  callApi(contentEndpoints.notifyWhenReady, { params: { moduleId } });

export const useRequestContentReady = () => useMutation({ mutationFn: requestContentReady });
