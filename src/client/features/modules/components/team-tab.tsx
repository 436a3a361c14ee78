import { Clock, Users } from "lucide-react";
import { useState } from "react";
import type { ModuleDetail } from "../../../../contracts/learning";
import { teamResourcesFor } from "../../../../domain/module-resources";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { TeamResourceDialog } from "./team-resource-dialog";

export function TeamTab({ module }: { module: ModuleDetail }) {
  const resources = teamResourcesFor(module.title);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = resources.find((resource) => resource.id === openId);
  return (
    <section aria-labelledby="team-resources">
      <h2 id="team-resources" className="text-xl font-semibold">
        Team Resources
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Run this module with your team: agendas and facilitator notes ready to print.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {resources.map((resource) => (
          <li key={resource.id}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <h3 className="text-lg font-semibold">{resource.title}</h3>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <span className="flex items-center gap-1.5">
                    <Users className="size-4" aria-hidden="true" />
                    {resource.groupSize}
                  </span>
                  <span className="flex items-center gap-1.5">
                    <Clock className="size-4" aria-hidden="true" />
                    {resource.duration}
                  </span>
                </p>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                <p className="flex-1 text-sm text-slate-700">{resource.description}</p>
                <Button
                  variant="outline"
                  onClick={() => setOpenId(resource.id)}
                  aria-label={`Access Resource: ${resource.title}`}
                >
                  Access Resource
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {open && <TeamResourceDialog resource={open} moduleTitle={module.title} onClose={() => setOpenId(null)} />}
    </section>
  );
}
