import { PricingPage } from "./pricing-page";

/** /subscription: the pricing page opened on Current Subscription. */
export default function SubscriptionPage() {
  return <PricingPage initialTab="current" />;
}
