import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { billingEndpoints } from "../../../../contracts/api/billing";

/** Stripe's customer portal, where the card on file is changed. */
export const openBillingPortal = () => callApi(billingEndpoints.portal);

export const useOpenBillingPortal = () => useMutation({ mutationFn: openBillingPortal });
