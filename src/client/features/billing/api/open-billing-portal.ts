import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";

/** Stripe's customer portal, where the card on file is changed. */
export const openBillingPortal = () => apiRequest<{ url: string }>("POST", "/api/subscription/portal");

export const useOpenBillingPortal = () => useMutation({ mutationFn: openBillingPortal });
