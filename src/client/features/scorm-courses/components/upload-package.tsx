import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { SCORM_PACKAGE_LIMITS } from "../../../../contracts/scorm-courses";
import { scormCoursesKey, uploadScormPackage } from "../api/scorm-courses";
import { formatBytes, NEVER_REPORTS_COMPLETION } from "../format";

/** Upload a SCORM package: the zip, its progress, and the server's reason when it is refused. */
export function UploadPackage({ organizationId }: { organizationId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = progress !== null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setRefusal("Choose a SCORM package (.zip) first.");
      return;
    }
    if (file.size > SCORM_PACKAGE_LIMITS.maxUploadBytes) {
      setRefusal(`The package is larger than ${formatBytes(SCORM_PACKAGE_LIMITS.maxUploadBytes)}.`);
      return;
    }
    setRefusal(null);
    setProgress(0);
    try {
      const course = await uploadScormPackage(organizationId, file, setProgress);
      if (course.reportsCompletion)
        toast({
          title: "Course imported",
          description: `${course.title} (SCORM ${course.version}) is ready to assign.`,
        });
      else
        toast({
          variant: "destructive",
          title: "Course imported, but it never reports completion",
          description: NEVER_REPORTS_COMPLETION,
        });
      setFile(null);
      if (input.current) input.current.value = "";
      await queryClient.invalidateQueries({ queryKey: scormCoursesKey(organizationId) });
    } catch (error) {
      setRefusal(errorMessage(error, "The package could not be imported"));
    } finally {
      setProgress(null);
    }
  };

  return (
    <SectionCard
      title="Upload a SCORM package"
      headingId={`${id}-heading`}
      description={`A SCORM 1.2 or 2004 course exported as a .zip with imsmanifest.xml at its root, at most ${formatBytes(SCORM_PACKAGE_LIMITS.maxUploadBytes)} (${formatBytes(SCORM_PACKAGE_LIMITS.maxUnpackedBytes)} unpacked).`}
    >
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-file`}>SCORM package (.zip)</Label>
          <Input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".zip,application/zip"
            disabled={busy}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setRefusal(null);
            }}
          />
        </div>
        {busy && (
          <div className="grid gap-1" role="status" aria-live="polite">
            <Progress value={progress} aria-label="Upload progress" />
            <p className="text-sm text-muted-foreground">
              {progress < 100 ? `Uploading… ${progress}%` : "Checking and unpacking the package…"}
            </p>
          </div>
        )}
        {refusal && (
          <p id={`${id}-refusal`} role="alert" className="text-sm font-medium text-destructive">
            {refusal}
          </p>
        )}
        <div>
          <Button type="submit" disabled={busy}>
            <Upload aria-hidden="true" /> {busy ? "Importing…" : "Upload package"}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
