import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { contactEndpoints } from "../../../contracts/api/contact";
import type { ContactMessageInput } from "../../../contracts/contact";

/** POST /api/contact: the landing's contact form and the Need Help card's Contact Us. */
export const sendContactMessage = (input: ContactMessageInput) => callApi(contactEndpoints.send, { body: input });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
