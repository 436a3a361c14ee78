import { Download, FileText, Lock } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { saveFile } from "@/lib/save-file";
import { paths } from "../../../../contracts/routes";
import {
  DOWNLOAD_CLEANUP_MS,
  DOWNLOAD_SECTIONS,
  type DownloadFormat,
  type DownloadResource,
  downloadKey,
} from "../../../../domain/downloads";
import { downloadResourceUrl, useDownloadResource } from "../api/download-resource";

interface ResourceDownloadsProps {
  moduleId: number;
  moduleTitle: string;
  locked: boolean;
}

/** Percent done per file (downloadKey), present only while its indicator is shown. */
type ProgressByFile = Record<string, number>;

/**
 * The Resources tab's 'Downloadable Resources' (spec 3 §2): each format button fetches the file
 * the server generates for this module, with its real progress; the indicator goes 1 s after the
 * end (spec 3 §9) and the button stays disabled until then.
 */
export function ResourceDownloads({ moduleId, moduleTitle, locked }: ResourceDownloadsProps) {
  const [progress, setProgress] = useState<ProgressByFile>({});
  const { mutateAsync: download } = useDownloadResource();
  const cleanupTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const timers = cleanupTimers.current;
    return () => {
      mounted.current = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const setFileProgress = useCallback((key: string, percent: number | null) => {
    if (!mounted.current) return;
    setProgress((current) => {
      if (percent === null) {
        const { [key]: _removed, ...rest } = current;
        return rest;
      }
      return current[key] === percent ? current : { ...current, [key]: percent };
    });
  }, []);

  const start = useCallback(
    async (resource: DownloadResource, format: DownloadFormat) => {
      const key = downloadKey(resource.id, format);
      setFileProgress(key, 0);
      try {
        const { blob, fileName } = await download({
          url: downloadResourceUrl(moduleId, resource.id, format),
          onProgress: (percent) => setFileProgress(key, percent),
        });
        if (mounted.current) saveFile(blob, fileName);
        const timer = setTimeout(() => {
          cleanupTimers.current.delete(timer);
          setFileProgress(key, null);
        }, DOWNLOAD_CLEANUP_MS);
        cleanupTimers.current.add(timer);
      } catch (error) {
        setFileProgress(key, null);
        toast({
          title: "Download failed",
          description: errorMessage(error, `${resource.title} could not be downloaded. Please try again.`),
          variant: "destructive",
        });
      }
    },
    [moduleId, setFileProgress, download],
  );

  return (
    <section aria-labelledby="downloadable-resources">
      <h2 id="downloadable-resources" className="text-xl font-semibold">
        Downloadable Resources
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Frameworks, templates and tools for “{moduleTitle}”, generated with the module's title, pillar and today's date.
      </p>
      {locked && (
        <p className="mt-3 flex items-center gap-2 rounded-lg border border-warning-border-subtle bg-warning-surface p-3 text-sm text-warning-foreground">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Upgrade to download premium resources.{" "}
            <Link to={paths.subscribe} className="font-medium underline underline-offset-2">
              View plans
            </Link>
          </span>
        </p>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        {DOWNLOAD_SECTIONS.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h3 className="text-base font-semibold text-primary-strong">{section.title}</h3>
            <ul className="mt-3 space-y-4">
              {section.resources.map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} locked={locked} progress={progress} onDownload={start} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

interface ResourceCardProps {
  resource: DownloadResource;
  locked: boolean;
  progress: ProgressByFile;
  onDownload: (resource: DownloadResource, format: DownloadFormat) => void;
}

function ResourceCard({ resource, locked, progress, onDownload }: ResourceCardProps) {
  const active = resource.formats.filter((format) => progress[downloadKey(resource.id, format)] !== undefined);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <h4 className="flex items-start gap-2 font-semibold">
          <FileText className="mt-0.5 size-4 shrink-0 text-icon" aria-hidden="true" />
          {resource.title}
        </h4>
        <p className="text-sm text-body">{resource.description}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-end gap-3">
        <div className="flex flex-wrap gap-2">
          {resource.formats.map((format) => {
            const label = format.toUpperCase();
            const inProgress = progress[downloadKey(resource.id, format)] !== undefined;
            return (
              <Button
                key={format}
                variant="outline"
                size="sm"
                disabled={locked || inProgress}
                aria-label={`Download ${resource.title} as ${label}`}
                onClick={() => onDownload(resource, format)}
              >
                {locked ? <Lock aria-hidden="true" /> : <Download aria-hidden="true" />}
                {label}
              </Button>
            );
          })}
        </div>
        {active.map((format) => {
          const percent = progress[downloadKey(resource.id, format)];
          const label = format.toUpperCase();
          return (
            <div key={format} className="flex items-center gap-2">
              <Badge variant="secondary">{label}</Badge>
              <Progress value={percent} aria-label={`Downloading ${resource.title} as ${label}`} className="flex-1" />
              <span className="w-10 text-right text-xs tabular-nums text-muted-foreground" aria-hidden="true">
                {percent}%
              </span>
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
