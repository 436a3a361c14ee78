import { ArrowLeft, ChevronLeft, ChevronRight, Lock } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { EmptyState, QueryError } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { callApi } from "@/lib/api-client";
import { ApiError, errorMessage } from "@/lib/api-request";
import { cn } from "@/lib/cn";
import { scormCourseEndpoints } from "../../../contracts/api/scorm-courses";
import { paths } from "../../../contracts/routes";
import type { ScormAttempt, ScormPlayer } from "../../../contracts/scorm-courses";
import { navigationAfter } from "../../../domain/scorm-cmi";
import { useScormPlayer } from "./api/scorm-courses";
import { AttemptSummary } from "./components/attempt-summary";
import { statusLabel } from "./format";

/**
 * /courses/:courseId (issue 42, decision 355): the course in a runtime frame served from the courses'
 * own origin (another host, so no cookie of PIVOT's reaches it), sandboxed without top-level
 * navigation. The runtime holds the SCORM API the SCO finds in its parent window, and posts what the
 * SCO reports; this page checks that the message comes from its frame and that origin, saves it, and
 * carries out the SCO's navigation requests between the course's lessons.
 */
export default function CoursePlayerPage() {
  const { courseId = "" } = useParams();
  const player = useScormPlayer(courseId);

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
        ) : status === 403 || status === 503 ? (
          <EmptyState icon={Lock} title="This course is not available" description={errorMessage(player.error)} />
        ) : (
          <QueryError title="Failed to load the course" onRetry={() => player.refetch()} />
        )}
      </div>
    );
  }
  return <CoursePlayer key={player.data.launchUrl} course={player.data} back={back} />;
}

interface RuntimeMessage {
  type: "pivot-scorm";
  kind: "initialize" | "change" | "commit" | "finish" | "leave" | "left";
  scoId: string;
  cmi?: Record<string, unknown>;
  navRequest?: string | null;
}

function runtimeMessage(data: unknown): RuntimeMessage | null {
  const message = data as Partial<RuntimeMessage> | null;
  if (message?.type !== "pivot-scorm" || typeof message.scoId !== "string") return null;
  if (message.kind !== "left" && (typeof message.cmi !== "object" || message.cmi === null)) return null;
  return message as RuntimeMessage;
}

function CoursePlayer({ course, back }: { course: ScormPlayer; back: React.ReactNode }) {
  const courseId = course.id;
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState<ScormAttempt>(course.attempt);
  const [lessons, setLessons] = useState(course.scos);
  const [saveState, setSaveState] = useState<{ kind: "saved" | "error"; text: string } | null>(null);
  const [current, setCurrent] = useState(course.currentScoId ?? course.scos[0]?.id ?? "");
  // Bumped to open the runtime again (after leaving the course, or to show the same lesson afresh).
  const [opening, setOpening] = useState(0);
  const [left, setLeft] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The lesson the learner asked for while the SCO was still running: opened once it has finished.
  const pending = useRef<string | null>(null);
  const running = useRef(false);
  const lessonIds = lessons.map((lesson) => lesson.id);
  const ids = useRef(lessonIds);
  ids.current = lessonIds;

  // Saves run one after another, so a finish never lands before the commit that preceded it.
  const save = useCallback(
    (scoId: string, cmi: Record<string, unknown>) => {
      queue.current = queue.current.then(() =>
        callApi(scormCourseEndpoints.saveAttempt, { params: { courseId }, body: { scoId, cmi } }).then(
          (saved) => {
            const { scos, ...rest } = saved;
            setAttempt(rest);
            setLessons(scos);
            setSaveState({ kind: "saved", text: "Progress saved" });
          },
          (error) => setSaveState({ kind: "error", text: errorMessage(error, "Your progress could not be saved") }),
        ),
      );
      return queue.current;
    },
    [courseId],
  );

  /** Opens a lesson once every save before it has landed (the runtime reads the stored CMI). */
  const open = useCallback((scoId: string) => {
    void queue.current.then(() => {
      setLeft(false);
      setCurrent(scoId);
      setOpening((n) => n + 1);
    });
  }, []);

  /** The learner's choice of lesson: a running SCO is asked to leave first, so it can finish and be saved. */
  const choose = useCallback(
    (scoId: string) => {
      if (running.current && frame.current?.contentWindow) {
        pending.current = scoId;
        frame.current.contentWindow.postMessage({ type: "pivot-scorm-leave" }, course.contentOrigin);
        return;
      }
      open(scoId);
    },
    [course.contentOrigin, open],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (event.origin !== course.contentOrigin) return;
      const message = runtimeMessage(event.data);
      if (!message || !ids.current.includes(message.scoId)) return;
      if (message.kind === "left") {
        running.current = false;
        const next = pending.current;
        pending.current = null;
        if (next) open(next);
        return;
      }
      if (message.cmi) save(message.scoId, message.cmi);
      if (message.kind === "initialize") running.current = true;
      if (message.kind !== "finish") return;
      running.current = false;
      if (pending.current) return;
      const next = navigationAfter(message.navRequest ?? null, ids.current, message.scoId);
      if (next.kind === "launch") open(next.scoId);
      else if (next.kind === "exit") void queue.current.then(() => setLeft(true));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [course.contentOrigin, open, save]);

  const at = lessonIds.indexOf(current);
  const src = `${course.launchUrl}?sco=${encodeURIComponent(current)}&open=${opening}`;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-6">
      <div>{back}</div>
      <PageHeader title={course.title} description={course.description || `A SCORM ${course.version} course.`} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AttemptSummary attempt={attempt} />
        <p
          role="status"
          className={
            saveState?.kind === "error" ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"
          }
        >
          {saveState?.text ?? ""}
        </p>
      </div>
      {lessons.length > 1 && (
        <nav aria-label="Lessons" className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium">
              Lesson {at + 1} of {lessons.length}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={at <= 0}
                onClick={() => choose(lessonIds[at - 1] ?? current)}
              >
                <ChevronLeft aria-hidden="true" /> Previous lesson
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={at < 0 || at >= lessons.length - 1}
                onClick={() => choose(lessonIds[at + 1] ?? current)}
              >
                Next lesson <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </div>
          <ol className="flex flex-wrap gap-2">
            {lessons.map((lesson, index) => (
              <li key={lesson.id}>
                <Button
                  variant={lesson.id === current ? "default" : "outline"}
                  size="sm"
                  aria-current={lesson.id === current ? "step" : undefined}
                  onClick={() => choose(lesson.id)}
                >
                  {index + 1}. {lesson.title}{" "}
                  <span className={cn("text-xs", lesson.id === current ? "opacity-90" : "text-muted-foreground")}>
                    {statusLabel(lesson.status)}
                  </span>
                </Button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {left ? (
        <div className="grid justify-items-start gap-3 rounded-lg border p-6">
          <h2 className="text-lg font-semibold">You have left the course</h2>
          <p className="text-sm text-muted-foreground">Your progress is saved. You can carry on where you left off.</p>
          <Button onClick={() => open(current)}>Open the course again</Button>
        </div>
      ) : (
        <iframe
          ref={frame}
          src={src}
          title={course.title}
          // The courses' own origin (allow-same-origin keeps it, not PIVOT's); no top-level navigation.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-modals"
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
          className="h-[75vh] min-h-96 w-full rounded-lg border bg-white"
        />
      )}
    </div>
  );
}
