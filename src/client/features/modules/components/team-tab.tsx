import { Clock, Users } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ModuleDetail } from "../../../../contracts/learning";
import { teamResourcesFor } from "../../../../domain/module-resources";
import { ResourceCard, ResourceFacts } from "./resource-card";
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
            <ResourceCard
              heading={<h3 className="text-lg font-semibold">{resource.title}</h3>}
              details={
                <ResourceFacts
                  facts={[
                    { icon: Users, text: resource.groupSize },
                    { icon: Clock, text: resource.duration },
                  ]}
                />
              }
              action={
                <Button
                  variant="outline"
                  onClick={() => setOpenId(resource.id)}
                  aria-label={`Access Resource: ${resource.title}`}
                >
                  Access Resource
                </Button>
              }
            >
              <p className="flex-1 text-sm text-body">{resource.description}</p>
            </ResourceCard>
          </li>
        ))}
      </ul>
      {open && <TeamResourceDialog resource={open} moduleTitle={module.title} onClose={() => setOpenId(null)} />}
    </section>
  );
}
