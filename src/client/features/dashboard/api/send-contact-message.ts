import { useMutation } from "@tanstack/react-query";
import type { ContactMessageInput } from "../../../../contracts/contact";
import { apiRequest } from "../../../lib/api-request";

/** POST /api/contact: the Need Help card's Contact Us form. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (input: ContactMessageInput) => apiRequest<{ id: number }>("POST", "/api/contact", input),
  });
