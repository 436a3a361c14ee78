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
  let response: Response;
  try {
    response = await fetch("/api/create-payment-intent", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(input),
    });
  } catch (error) {
    return { kind: "network", message: error instanceof Error ? error.message : "" };
  }
  const body = (await response.json().catch(() => ({}))) as { clientSecret?: string; error?: string; message?: string };
  if (response.ok && body.clientSecret) return { kind: "success", clientSecret: body.clientSecret };
  return { kind: "error", message: body.error ?? body.message ?? "" };
}
