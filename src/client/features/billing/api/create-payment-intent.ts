import { callApi } from "@/lib/api-client";
import { ApiError } from "@/lib/api-request";
import { billingEndpoints } from "../../../../contracts/api/billing";
import type { CreatePaymentIntentInput } from "../../../../contracts/billing";

/**
 * spec 3 §7–8: POST /api/create-payment-intent. The page shows the outcome as text: the client
 * secret, the server's error, or the network failure, so this returns it rather than throwing.
 */
export type PaymentIntentOutcome =
  | { kind: "success"; clientSecret: string }
  | { kind: "error"; message: string }
  | { kind: "network"; message: string };

export async function createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentOutcome> {
  try {
    const { clientSecret } = await callApi(billingEndpoints.createPaymentIntent, { body: input });
    if (clientSecret) return { kind: "success", clientSecret };
    return { kind: "error", message: "" };
  } catch (error) {
    if (error instanceof ApiError) {
      const body = (typeof error.body === "object" && error.body !== null ? error.body : {}) as {
        error?: string;
        message?: string;
      };
      return { kind: "error", message: body.error ?? body.message ?? "" };
    }
    // An answer that is not JSON is the server's failure, not the network's.
    if (error instanceof SyntaxError) return { kind: "error", message: "" };
    return { kind: "network", message: error instanceof Error ? error.message : "" };
  }
}
