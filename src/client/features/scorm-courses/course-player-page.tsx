import { ArrowLeft, Lock } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { EmptyState, QueryError } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { callApi } from "@/lib/api-client";
import { ApiError, errorMessage } from "@/lib/api-request";
import { scormCourseEndpoints } from "../../../contracts/api/scorm-courses";
import { paths } from "../../../contracts/routes";
import type { ScormAttempt } from "../../../contracts/scorm-courses";
import { useScormPlayer } from "./api/scorm-courses";
import { AttemptSummary } from "./components/attempt-summary";

/**
 * /courses/:courseId (issue 24 item 3, decision 335): the course in a sandboxed frame. The frame's
 * origin is opaque (no allow-same-origin), so the SCO reaches neither this page nor the session; the
 * PIVOT bridge inside it posts the CMI on every commit and finish, and this page, having checked that
 * the message comes from its own frame, saves it.
 */
export default function CoursePlayerPage() {
  const { courseId = "" } = useParams();
  const player = useScormPlayer(courseId);
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState<ScormAttempt | null>(null);
  const [saveState, setSaveState] = useState<{ kind: "saved" | "error"; text: string } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // Saves run one after another, so a finish never lands before the commit that preceded it.
  const save = useCallback(
    (cmi: Record<string, unknown>) => {
      queue.current = queue.current.then(() =>
        callApi(scormCourseEndpoints.saveAttempt, { params: { courseId }, body: { cmi } }).then(
          (saved) => {
            setAttempt(saved);
            setSaveState({ kind: "saved", text: "Progress saved" });
          },
          (error) => setSaveState({ kind: "error", text: errorMessage(error, "Your progress could not be saved") }),
        ),
      );
    },
    [courseId],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; cmi?: unknown } | null;
      if (data?.type !== "pivot-scorm" || typeof data.cmi !== "object" || data.cmi === null) return;
      save(data.cmi as Record<string, unknown>);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [save]);

  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.courses}>
        <ArrowLeft aria-hidden="true" /> My courses
      </Link>
    </Button>
  );

  if (player.isPending)
    return (
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-[60vh]" role="status" aria-label="Loading the course" />
      </div>
    );
  if (player.isError) {
    const status = player.error instanceof ApiError ? player.error.status : 0;
    return (
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-6">
        <div>{back}</div>
        {status === 404 ? (
          <EmptyState
            title="Course not found"
            description="It may have been archived or removed by your organisation."
          />
        ) : status === 403 ? (
          <EmptyState icon={Lock} title="This course is not available" description={errorMessage(player.error)} />
        ) : (
          <QueryError title="Failed to load the course" onRetry={() => player.refetch()} />
        )}
      </div>
    );
  }
  const course = player.data;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-6">
      <div>{back}</div>
      <PageHeader title={course.title} description={course.description || `A SCORM ${course.version} course.`} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AttemptSummary attempt={attempt ?? course.attempt} />
        <p
          role="status"
          className={
            saveState?.kind === "error" ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"
          }
        >
          {saveState?.text ?? ""}
        </p>
      </div>
      <iframe
        ref={frame}
        src={course.launchUrl}
        title={course.title}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
        className="h-[75vh] min-h-96 w-full rounded-lg border bg-white"
      />
    </div>
  );
}
