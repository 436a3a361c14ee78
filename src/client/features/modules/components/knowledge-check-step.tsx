import { KnowledgeCheck } from "@/components/knowledge-check";
import type { KnowledgeCheckSummary } from "../../../../contracts/knowledge-check";
import type { ModuleDetail } from "../../../../contracts/learning";
import { useStartKnowledgeCheck } from "../api/start-knowledge-check";
import { useSubmitKnowledgeCheck } from "../api/submit-knowledge-check";
import { UpgradeNotice } from "./upgrade-notice";

/** The module page's Knowledge Check step (issue 22), wired to the API. */
export function KnowledgeCheckStep({ module, summary }: { module: ModuleDetail; summary: KnowledgeCheckSummary }) {
  const start = useStartKnowledgeCheck(module.id);
  const submit = useSubmitKnowledgeCheck(module.id);
  if (module.isLocked) return <UpgradeNotice />;
  return (
    <KnowledgeCheck
      summary={summary}
      onStart={() => start.mutateAsync()}
      onSubmit={(attemptId, answers) => submit.mutateAsync({ attemptId, answers })}
    />
  );
}
