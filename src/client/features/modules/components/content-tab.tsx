import type { UseQueryResult } from "@tanstack/react-query";
import { BellRing, Check, FileClock } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ContentGuard } from "@/components/content-guard";
import { ModuleReadingCard, ModuleTextSkeleton } from "@/components/module-reading-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { useSaveBeforeIdleSignOut } from "@/lib/session-activity";
import type { ModuleContent, ModuleDetail } from "../../../../contracts/learning";
import type { ModuleMedia } from "../../../../contracts/media";
import { useRequestContentReady } from "../api/request-content-ready";
import { scrolledFraction } from "../module-learning";
import { addNotifyRequest, browserStorage, hasNotifyRequest } from "../notify-when-ready";
import type { LearningJourney } from "../use-learning-journey";
import { MediaPlayer } from "./media-player";
import { UpgradeNotice } from "./upgrade-notice";

// The markdown renderer loads with the first module body shown, not with the page.
const ModuleMarkdown = lazy(() => import("@/components/module-markdown").then((m) => ({ default: m.ModuleMarkdown })));

interface ContentTabProps {
  module: ModuleDetail;
  contentQuery: UseQueryResult<ModuleContent | null>;
  journey: LearningJourney;
  /** The module's narrated summary (video) or audio summary, shown above its text (issues 15, 26). */
  media?: ModuleMedia | null;
  /** Opens the Knowledge Check step: an assessed module completes by passing it (issue 22). */
  onOpenCheck?: () => void;
}

export function ContentTab({ module, contentQuery, journey, media = null, onOpenCheck }: ContentTabProps) {
  // A 403 from the content read (null) means locked too, whatever the detail said.
  if (module.isLocked || contentQuery.data === null) return <UpgradeNotice />;
  if (contentQuery.isPending) return <ContentSkeleton />;
  if (contentQuery.isError) {
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5">
          {/* A 429 names the plan's daily limit and when it resets (spec 3 §9). */}
          <p role="alert">The module content could not be loaded: {errorMessage(contentQuery.error)}</p>
          <Button variant="outline" onClick={() => void contentQuery.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  const body = contentQuery.data.content?.trim();
  if (!body) return <ContentBeingPrepared moduleId={module.id} />;
  return (
    <ModuleBody
      body={body}
      journey={journey}
      media={media}
      title={module.title}
      moduleId={module.id}
      onOpenCheck={module.hasKnowledgeCheck ? onOpenCheck : undefined}
    />
  );
}

function ContentSkeleton() {
  return <ModuleTextSkeleton className="rounded-xl border bg-white p-6" />;
}

interface ModuleBodyProps {
  moduleId: number;
  body: string;
  journey: LearningJourney;
  media: ModuleMedia | null;
  title: string;
  onOpenCheck?: () => void;
}

function ModuleBody({ moduleId, body, journey, media, title, onOpenCheck }: ModuleBodyProps) {
  const articleRef = useRef<HTMLElement>(null);
  // The furthest point reached while reading, so 'Save Progress' reflects it wherever the reader is now.
  const furthestRead = useRef(0);

  useEffect(() => {
    const measure = () => {
      const article = articleRef.current;
      if (!article) return;
      const rect = article.getBoundingClientRect();
      furthestRead.current = Math.max(furthestRead.current, scrolledFraction(rect, window.innerHeight));
    };
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    return () => window.removeEventListener("scroll", measure);
  }, []);
  // Issue 26: an idle sign-out keeps how far the reader got.
  useSaveBeforeIdleSignOut(() => journey.saveBeforeSignOut(furthestRead.current));

  const completed = journey.state === "completed";
  return (
    <ModuleReadingCard
      saving={journey.isSaving}
      completed={completed}
      onSave={() => {
        const rect = articleRef.current?.getBoundingClientRect();
        const now = rect ? scrolledFraction(rect, window.innerHeight) : 0;
        journey.save(Math.max(furthestRead.current, now));
      }}
      onOpenCheck={onOpenCheck}
      onComplete={journey.complete}
      completeLabel="Mark Complete"
    >
      {media && (
        <div className="mt-6">
          <MediaPlayer media={media} title={title} showHeading />
        </div>
      )}
      <article ref={articleRef} className="mt-6">
        {/* Copy protection (issue 14): deterrence in the browser on protected modules. */}
        <ContentGuard moduleId={moduleId}>
          <Suspense fallback={<ContentSkeleton />}>
            <ModuleMarkdown source={body} />
          </Suspense>
        </ContentGuard>
      </article>
    </ModuleReadingCard>
  );
}

function ContentBeingPrepared({ moduleId }: { moduleId: number }) {
  const [requested, setRequested] = useState(() => hasNotifyRequest(browserStorage(), moduleId));
  const request = useRequestContentReady();
  // Stored on the server (issue 14): publishing the module notifies the learner in the bell.
  const notify = () =>
    request.mutate(moduleId, {
      onSuccess: () => {
        addNotifyRequest(browserStorage(), moduleId);
        setRequested(true);
        toast({ title: "We'll let you know when this module is ready" });
      },
      onError: (error) =>
        toast({ title: "Could not save your request", description: errorMessage(error), variant: "destructive" }),
    });
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <FileClock className="size-10 text-icon" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Content Being Prepared</h2>
        <p className="max-w-md text-muted-foreground">
          Our team is writing this module. Meanwhile, explore the tools, guides and team resources in the other tabs.
        </p>
        <Button
          onClick={notify}
          disabled={requested || request.isPending}
          variant={requested ? "outline" : "default"}
          className="mt-2"
        >
          {requested ? <Check aria-hidden="true" /> : <BellRing aria-hidden="true" />}
          {requested ? "You'll be notified" : "Notify When Ready"}
        </Button>
      </CardContent>
    </Card>
  );
}
