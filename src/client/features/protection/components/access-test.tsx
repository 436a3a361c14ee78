import { Copy, Download, Printer } from "lucide-react";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-request";
import type { AccessTestResponse } from "../../../../contracts/protection";
import { TIER_LABELS } from "../../../../domain/protection";
import { type AccessTestInput, useTestContentAccess } from "../api/test-content-access";

const TIERS = ["free", "individual", "team", "enterprise"] as const;

/** spec 3 §5: try a download, a print or a copy under the saved settings; refusals show the spec's alerts. */
export function AccessTest({ modules }: { modules: readonly { id: number; title: string }[] }) {
  const [chosen, setModuleId] = useState("");
  const moduleId = chosen || String(modules[0]?.id ?? "");
  const [tier, setTier] = useState<(typeof TIERS)[number]>("free");
  const [result, setResult] = useState<AccessTestResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useTestContentAccess();

  const run = (action: AccessTestInput["action"]) =>
    check.mutate(
      { moduleId: Number(moduleId), action, subscriptionTier: tier },
      {
        onSuccess: (answer) => {
          setFailure(null);
          setResult(answer);
        },
        onError: (error) => {
          setResult(null);
          setFailure(errorMessage(error));
        },
      },
    );

  return (
    <SectionCard
      title="Content access test"
      description="What a learner on each plan may do with a module under the saved settings."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor="access-module">Module</Label>
          <NativeSelect id="access-module" value={moduleId} onChange={(e) => setModuleId(e.target.value)}>
            {modules.map((m) => (
              <option key={m.id} value={m.id}>
                {m.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="access-tier">Plan tier</Label>
          <NativeSelect
            id="access-tier"
            value={tier}
            onChange={(e) => setTier(e.target.value as (typeof TIERS)[number])}
          >
            {TIERS.map((t) => (
              <option key={t} value={t}>
                {TIER_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" disabled={!moduleId || check.isPending} onClick={() => run("download")}>
          <Download aria-hidden="true" />
          Try Download
        </Button>
        <Button variant="outline" disabled={!moduleId || check.isPending} onClick={() => run("print")}>
          <Printer aria-hidden="true" />
          Try Print
        </Button>
        <Button variant="outline" disabled={!moduleId || check.isPending} onClick={() => run("copy")}>
          <Copy aria-hidden="true" />
          Try Copy
        </Button>
      </div>
      {(result || failure) && (
        <div
          role="alert"
          className={`mt-3 rounded-lg border p-3 text-sm ${result?.allowed ? "border-success-border bg-success-surface text-success-text" : "border-destructive-border bg-destructive-surface text-destructive-text"}`}
        >
          <p className="font-medium">{failure ?? result?.message}</p>
          {result && (
            <p className="mt-1 text-xs">
              Access level {result.context.accessLevel} ·{" "}
              {TIER_LABELS[result.context.subscriptionTier as (typeof TIERS)[number]]} plan · download{" "}
              {result.context.downloadEnabled ? "on" : "off"} · print {result.context.printEnabled ? "on" : "off"} ·
              copy {result.context.copyEnabled ? "on" : "off"}
            </p>
          )}
        </div>
      )}
    </SectionCard>
  );
}
