import type { ComponentProps } from "react";
import type { CurrentUser } from "../../../../contracts/auth";
import { ContactForm } from "../../../components/contact-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { fullName } from "../../../lib/use-auth";

/** Contact Us: the landing page's contact form (spec 1 §5), prefilled with the learner's name and email. */
export function ContactDialog({
  user,
  onOpenChange,
  ...dialog
}: { user: CurrentUser } & Pick<ComponentProps<typeof Dialog>, "open" | "onOpenChange">) {
  return (
    <Dialog onOpenChange={onOpenChange} {...dialog}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>Questions about your learning or your plan? We reply within 24 hours.</DialogDescription>
        </DialogHeader>
        <ContactForm defaultValues={{ name: fullName(user), email: user.email }} onSent={() => onOpenChange?.(false)} />
      </DialogContent>
    </Dialog>
  );
}
