// The gate moved to client/components (issue 26): the employer console's pages under /organization use it too.
export { OrganizationGate } from "@/components/organization-gate";
