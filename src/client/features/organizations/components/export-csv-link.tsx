import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A download of a CSV the server writes (the members list, the audit log). */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}
