import { Construction } from "lucide-react";
import { Card, CardContent } from "../components/ui/card";

/** A route whose screen belongs to a later issue: its title and an honest notice. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <title>{`${title} · PIVOT Learning`}</title>
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <Card className="mt-6">
        <CardContent className="flex items-center gap-3 pt-5 text-muted-foreground">
          <Construction className="size-5 text-accent-500" aria-hidden="true" />
          <p>This screen is being built</p>
        </CardContent>
      </Card>
    </div>
  );
}
