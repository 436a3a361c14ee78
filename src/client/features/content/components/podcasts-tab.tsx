import { Headphones, Loader2, Upload } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { formatClock } from "@/lib/format";
import { paths } from "../../../../contracts/routes";
import { useAdminModules } from "../api/get-admin-modules";
import { useUploadPodcast } from "../api/upload-podcast";
import { ModulesQueryError } from "./modules-query-error";

const minutes = (seconds: number | null) => (seconds ? formatClock(seconds) : "Duration varies");

/** Issue 14: an admin uploads a module's podcast (MP3 or M4A, checked by the server from the file's bytes). */
export function PodcastsTab() {
  const modules = useAdminModules();
  const upload = useUploadPodcast();
  const [moduleId, setModuleId] = useState<string>("");
  const [file, setFile] = useState<File | null>(null);
  const [duration, setDuration] = useState("");
  const [transcript, setTranscript] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (modules.isPending) return <Skeleton className="h-48" />;
  if (modules.isError) {
    return <ModulesQueryError error={modules.error} onRetry={() => modules.refetch()} />;
  }
  const withPodcast = modules.data.filter((m) => m.podcastUrl);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!moduleId) next.moduleId = "Choose a module";
    if (!file) next.file = "Choose an MP3 or M4A file";
    const seconds = duration.trim() ? Number(duration) : undefined;
    if (seconds !== undefined && (!Number.isInteger(seconds) || seconds < 1 || seconds > 21_600)) {
      next.durationSeconds =
        "Enter the length in whole seconds (1 to 21600), or leave it blank to read it from the file";
    }
    setErrors(next);
    if (Object.keys(next).length || !file) return;
    upload.mutate(
      { moduleId: Number(moduleId), file, durationSeconds: seconds, transcript: transcript.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: "Podcast uploaded", description: "Learners can play it on the module's Podcast tab." });
          setFile(null);
          setDuration("");
          setTranscript("");
          (event.target as HTMLFormElement).reset();
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          toast({ title: "Upload failed", description: errorMessage(error), variant: "destructive" });
        },
      },
    );
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SectionCard
        title="Upload a podcast"
        description="MP3 or M4A, within the server's size limit (50 MB unless configured otherwise). The type is checked from the file's content, not its name."
      >
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-1">
            <Label htmlFor="podcast-module">Module</Label>
            <NativeSelect
              id="podcast-module"
              value={moduleId}
              onChange={(e) => setModuleId(e.target.value)}
              aria-invalid={errors.moduleId ? true : undefined}
              aria-describedby="podcast-module-error"
            >
              <option value="">Choose a module…</option>
              {modules.data.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.title}
                  {m.podcastUrl ? " (replaces its podcast)" : ""}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="podcast-module-error" message={errors.moduleId} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="podcast-file">Audio file</Label>
            <Input
              id="podcast-file"
              type="file"
              accept=".mp3,.m4a,audio/mpeg,audio/mp4"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby="podcast-file-error"
            />
            <FieldError id="podcast-file-error" message={errors.file} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="podcast-duration">Length in seconds (optional)</Label>
            <Input
              id="podcast-duration"
              inputMode="numeric"
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
              aria-invalid={errors.durationSeconds ? true : undefined}
              aria-describedby="podcast-duration-error"
            />
            <FieldError id="podcast-duration-error" message={errors.durationSeconds} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="podcast-transcript">Transcript (optional)</Label>
            <Textarea
              id="podcast-transcript"
              rows={5}
              value={transcript}
              onChange={(e) => setTranscript(e.target.value)}
              aria-invalid={errors.transcript ? true : undefined}
              aria-describedby="podcast-transcript-error"
            />
            <FieldError id="podcast-transcript-error" message={errors.transcript} />
          </div>
          <Button type="submit" disabled={upload.isPending} className="justify-self-start">
            {upload.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            Upload Podcast
          </Button>
        </form>
      </SectionCard>
      <SectionCard
        title="Modules with a podcast"
        description="Played through the signed-in media route, behind the premium lock."
      >
        {withPodcast.length === 0 ? (
          <EmptyState
            icon={Headphones}
            title="No podcasts yet"
            description="Upload a module's audio to give it a Podcast tab player."
          />
        ) : (
          <ul className="divide-y">
            {withPodcast.map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                <a className="font-medium text-primary underline-offset-2 hover:underline" href={paths.module(m.id)}>
                  {m.title}
                </a>
                <Badge variant="secondary">{minutes(m.podcastDuration)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
