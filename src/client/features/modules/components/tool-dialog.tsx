import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toolById } from "../../../../domain/module-resources";
import { toolLaunchFor } from "../content/tool-questions";
import { RoiCalculatorTool } from "./tools/roi-calculator-tool";
import { SelfAssessmentTool } from "./tools/self-assessment-tool";
import { TeamDiagnosticTool } from "./tools/team-diagnostic-tool";

interface ToolDialogProps {
  /** The tool to show; null keeps the dialog closed. */
  toolId: string | null;
  moduleTitle: string;
  onOpenChange: (open: boolean) => void;
}

/** spec 3 §2 "Tool dialog": a modal titled '{tool} - {module title}', closed by ×. */
export function ToolDialog({ toolId, moduleTitle, onOpenChange }: ToolDialogProps) {
  const tool = toolId ? toolById(toolId) : undefined;
  const launch = tool ? toolLaunchFor(tool) : undefined;
  const kind = launch?.kind;
  return (
    <Dialog open={toolId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{tool ? `${tool.title} - ${moduleTitle}` : "Tool not found"}</DialogTitle>
          {tool ? (
            <DialogDescription>{tool.description}</DialogDescription>
          ) : (
            <DialogDescription>
              This tool is not available. Close this window and choose another tool.
            </DialogDescription>
          )}
        </DialogHeader>
        {kind === "roi" && <RoiCalculatorTool />}
        {kind === "diagnostic" && (
          <TeamDiagnosticTool statementSet={launch?.statements} submitLabel={launch?.submitLabel} />
        )}
        {kind === "assessment" && <SelfAssessmentTool />}
      </DialogContent>
    </Dialog>
  );
}
