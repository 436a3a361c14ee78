/** What a team-hub tab hands the dialog that creates something in its organisation. */
export type CreateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: string;
};
