import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { ContactMessageInput } from "../../../contracts/contact";

/** POST /api/contact: the landing's contact form and the Need Help card's Contact Us. */
export const sendContactMessage = (input: ContactMessageInput) =>
  apiRequest<{ id: number }>("POST", "/api/contact", input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
