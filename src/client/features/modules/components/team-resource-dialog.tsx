import { Clock, Printer, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { TeamResource } from "../../../../domain/module-resources";
import { ResourceFacts } from "./resource-card";

// When printing, show only the open dialog, laid out as a plain page.
const PRINT_CSS = `@media print {
  body > *:not([data-slot="dialog-content"]) { display: none !important; }
  [data-slot="dialog-content"] { position: static !important; transform: none !important; translate: none !important; max-height: none !important;
    width: auto !important; max-width: none !important; overflow: visible !important; border: 0 !important; box-shadow: none !important; }
  [data-slot="dialog-content"] > button { display: none !important; }
}`;

interface TeamResourceDialogProps {
  resource: TeamResource;
  moduleTitle: string;
  onClose: () => void;
}

export function TeamResourceDialog({ resource, moduleTitle, onClose }: TeamResourceDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <style>{PRINT_CSS}</style>
        <DialogHeader>
          <DialogTitle>{resource.title}</DialogTitle>
          <DialogDescription>{moduleTitle}</DialogDescription>
        </DialogHeader>
        <ResourceFacts
          facts={[
            { icon: Users, text: resource.groupSize },
            { icon: Clock, text: resource.duration },
          ]}
        />
        <p className="text-prose">{resource.description}</p>
        <section aria-labelledby="resource-agenda">
          <h3 id="resource-agenda" className="font-semibold">
            Agenda
          </h3>
          <ol className="mt-2 divide-y rounded-lg border">
            {resource.agenda.map((item) => (
              <li key={item.activity} className="flex gap-3 p-3 text-sm">
                <span className="w-16 shrink-0 font-semibold text-primary">{item.minutes} min</span>
                <span>{item.activity}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="resource-notes">
          <h3 id="resource-notes" className="font-semibold">
            Facilitator notes
          </h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-prose">
            {resource.facilitatorNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
        <div className="flex justify-end print:hidden">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
