import type { Member } from "../../../../contracts/organizations";

/** "First Last", or the e-mail for someone without a name. */
export const memberName = (m: Pick<Member, "firstName" | "lastName" | "email">) =>
  [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email;
