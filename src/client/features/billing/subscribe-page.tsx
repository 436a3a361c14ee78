import { PricingPage } from "./pricing-page";

/** /subscribe: the pricing page on Plans & Pricing. */
export default function SubscribePage() {
  return <PricingPage initialTab="plans" />;
}
