import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";

/** "Notify When Ready" (spec 3 §2), stored on the server: publishing the module notifies the learner. */
export const requestContentReady = (moduleId: number) =>
  apiRequest<{ moduleId: number; requested: boolean }>("POST", `/api/content/notify-when-ready/${moduleId}`);

export const useRequestContentReady = () => useMutation({ mutationFn: requestContentReady });
