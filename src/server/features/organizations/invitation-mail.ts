/**
 * The invitation e-mail (issue 20 item 3): who invites, to which organisation, and the single-use link
 * /invitations/{token}, valid for 7 days. Written like the account mails (mail/account-mail.ts); the
 * admin outbox hides the link's token (mail/redact.ts), delivery sends it whole.
 */
import { paths } from "../../../contracts/routes";
import { type OrganizationRole, ROLE_IN_A_SENTENCE } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { type MailMessage, mailLink } from "../../platform/mail/queue-mail";
import type { MailBrand } from "../../platform/mail/template";

export const INVITATION_TEMPLATE = "organization-invitation";

export interface InvitationMailInput {
  to: string;
  firstName: string | null;
  organizationName: string;
  inviterName: string | null;
  role: OrganizationRole;
  /** The link's secret: in the message only, never stored (the key holds its digest). */
  token: string;
  tokenHash: string;
  /** The organisation's name, colour and logo in the message (platform/organizations/mail-brand.ts). */
  brand?: MailBrand;
}

export function invitationMail(db: Db, input: InvitationMailInput): MailMessage {
  const who = input.inviterName ?? "Your colleague";
  return {
    to: input.to,
    // The address may have no account yet: nothing to look preferences up by, and the mail answers a
    // request made for them, so it is essential (no unsubscribe link).
    userId: null,
    // One message per link: a resend makes a new link and a new message.
    idempotencyKey: `invitation:${input.tokenHash}`,
    category: "essential",
    template: INVITATION_TEMPLATE,
    content: {
      subject: `${who} invited you to join ${input.organizationName} on PIVOT Learning`,
      heading: `Join ${input.organizationName} on PIVOT Learning`,
      paragraphs: [
        `Hello ${input.firstName || "there"},`,
        `${who} invited you to join ${input.organizationName} as ${ROLE_IN_A_SENTENCE[input.role]}. PIVOT Learning is where your organisation learns together: modules on purpose, inclusion and sustainable leadership, with certificates and CPD hours.`,
        "Accept with the link below: sign in, or create your account with this e-mail address.",
      ],
      action: { label: "Accept the invitation", url: mailLink(db, paths.invitation(input.token)) },
      notes: [
        "The link works once and expires in 7 days.",
        "If you did not expect this invitation, ignore this e-mail: nothing happens until you accept.",
      ],
      brand: input.brand,
    },
  };
}
