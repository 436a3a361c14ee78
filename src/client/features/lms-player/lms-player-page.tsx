import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, DoorOpen, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { ContentGuard } from "@/components/content-guard";
import { KnowledgeCheck } from "@/components/knowledge-check";
import { LogoMark } from "@/components/logo";
import { ModuleReadingCard, ModuleTextSkeleton } from "@/components/module-reading-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/skeleton";
import { errorMessage, statusOf } from "@/lib/api-request";
import { elapsedSeconds, START_PROGRESS_PERCENT, savedProgressPercent, scrolledFraction } from "@/lib/learning-journey";
import type { PlayerState } from "../../../contracts/lms-player";
import {
  createPlayerSession,
  type PlayerAuth,
  playerStateQueryKey,
  startPlayerAttempt,
  usePlayerContent,
  usePlayerState,
  useRecordPlayerProgress,
  useSubmitPlayerAttempt,
} from "./api/player-calls";
import { storedPlayer, storePlayer, takeLaunchToken } from "./launch";
import { exitMessage, progressMessage, readyMessage, tellLaunchPage } from "./player-messages";

// The markdown renderer loads with the module body, not with the page.
const ModuleMarkdown = lazy(() => import("@/components/module-markdown").then((m) => ({ default: m.ModuleMarkdown })));

/** What a refused or spent launch shows (issue 24): the LMS is where to start again. */
const SPENT_LAUNCH =
  "This launch link has expired or was already used. Close this window and launch the module again from your LMS.";

type Start = { kind: "starting" } | { kind: "refused"; message: string } | { kind: "ready"; auth: PlayerAuth };

/**
 * The PIVOT player (/lms/play, issue 24 item 1): what an LMS package opens in a frame. No app chrome
 * and no link into the rest of the site; the launch token in the fragment is exchanged for a player
 * session, then the module's body, its progress and its knowledge check work as on the module page,
 * and the launch page around it is told what happened (ready, progress, exit).
 */
export default function LmsPlayerPage() {
  const [start, setStart] = useState<Start>({ kind: "starting" });
  const exchange = useMutation({ mutationFn: createPlayerSession });
  const queryClient = useQueryClient();
  const begun = useRef(false);

  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    document.title = "PIVOT Learning player";
    const token = takeLaunchToken();
    if (!token) {
      const stored = storedPlayer();
      setStart(stored ? { kind: "ready", auth: stored } : { kind: "refused", message: SPENT_LAUNCH });
      return;
    }
    exchange.mutate(token, {
      onSuccess: ({ playerKey, ...state }) => {
        const auth = { playerKey, moduleId: state.module.id };
        storePlayer(auth);
        queryClient.setQueryData(playerStateQueryKey(auth.moduleId), state);
        setStart({ kind: "ready", auth });
      },
      onError: (error) => {
        storePlayer(null);
        setStart({
          kind: "refused",
          message: statusOf(error) === 401 ? SPENT_LAUNCH : errorMessage(error, SPENT_LAUNCH),
        });
      },
    });
  }, [exchange.mutate, queryClient]);

  return (
    <div className="min-h-dvh bg-surface text-foreground">
      {start.kind === "starting" && <Spinner label="Opening your module" />}
      {start.kind === "refused" && <Refusal message={start.message} />}
      {start.kind === "ready" && (
        <Player
          auth={start.auth}
          onLapsed={() => {
            storePlayer(null);
            setStart({ kind: "refused", message: SPENT_LAUNCH });
          }}
        />
      )}
    </div>
  );
}

function Refusal({ message }: { message: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl items-center px-4 py-10">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center gap-3 p-6 text-center sm:p-8">
          <TriangleAlert className="size-10 text-warning-icon" aria-hidden="true" />
          <h1 className="text-xl font-semibold">This module cannot be opened</h1>
          <p role="alert" className="text-body">
            {message}
          </p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LogoMark className="size-5" /> PIVOT Learning
          </p>
        </CardContent>
      </Card>
    </main>
  );
}

function Player({ auth, onLapsed }: { auth: PlayerAuth; onLapsed: () => void }) {
  const state = usePlayerState(auth);
  const openedAt = useRef(Date.now());
  const told = useRef(0);

  // The launch page hears "ready" once, then the learner's standing as PIVOT holds it (none before their
  // first step) and again after every change PIVOT recorded.
  useEffect(() => {
    if (!state.data) return;
    if (told.current === 0) tellLaunchPage(readyMessage(state.data));
    if (told.current !== state.dataUpdatedAt) {
      told.current = state.dataUpdatedAt;
      if (state.data.progress) tellLaunchPage(progressMessage(state.data, (Date.now() - openedAt.current) / 1000));
    }
  }, [state.data, state.dataUpdatedAt]);

  useEffect(() => {
    if (state.isError && statusOf(state.error) === 401) onLapsed();
  }, [state.isError, state.error, onLapsed]);

  if (state.isPending) return <Spinner label="Opening your module" />;
  if (state.isError) {
    return (
      <Refusal
        message={
          statusOf(state.error) === 401 ? SPENT_LAUNCH : errorMessage(state.error, "The module could not be opened.")
        }
      />
    );
  }
  return <PlayerView auth={auth} state={state.data} openedAt={openedAt.current} onLapsed={onLapsed} />;
}

interface PlayerViewProps {
  auth: PlayerAuth;
  state: PlayerState;
  openedAt: number;
  onLapsed: () => void;
}

function PlayerView({ auth, state, openedAt, onLapsed }: PlayerViewProps) {
  const { module } = state;
  const progress = useRecordPlayerProgress(auth);
  const submit = useSubmitPlayerAttempt(auth);
  const content = usePlayerContent(auth, !module.isLocked);
  const lastWriteAt = useRef(openedAt);
  const furthestRead = useRef(0);
  const articleRef = useRef<HTMLElement>(null);
  const checkRef = useRef<HTMLElement>(null);
  const [finished, setFinished] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const existing = state.progress?.progressPercentage ?? 0;
  const completed = state.progress?.isCompleted ?? false;
  const percent = completed ? 100 : existing;

  const record = useCallback(
    async (progressPercentage: number, isCompleted: boolean) => {
      const now = Date.now();
      try {
        await progress.mutateAsync({
          progressPercentage,
          isCompleted,
          timeSpent: elapsedSeconds(lastWriteAt.current, now),
        });
        lastWriteAt.current = now;
        return true;
      } catch (error) {
        if (statusOf(error) === 401) onLapsed();
        else setNotice(errorMessage(error, "Your progress could not be saved. Try again."));
        return false;
      }
    },
    [progress.mutateAsync, onLapsed],
  );

  // Opening the module starts it (spec 3 §4: the learning journey starts at 10 %).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || module.isLocked) return;
    started.current = true;
    if (!state.progress) void record(START_PROGRESS_PERCENT, false);
  }, [module.isLocked, state.progress, record]);

  // The furthest point reached while reading, so Save Progress keeps it wherever the reader is now.
  const readSoFar = useCallback(() => {
    const article = articleRef.current;
    if (article) {
      furthestRead.current = Math.max(
        furthestRead.current,
        scrolledFraction(article.getBoundingClientRect(), window.innerHeight),
      );
    }
    return furthestRead.current;
  }, []);
  useEffect(() => {
    const measure = () => void readSoFar();
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    return () => window.removeEventListener("scroll", measure);
  }, [readSoFar]);

  const save = async () => {
    setNotice(null);
    const saved = savedProgressPercent(existing, readSoFar());
    if (await record(saved, completed)) setNotice(`Progress saved: you're ${saved}% of the way through this module.`);
  };

  const finish = async () => {
    setNotice(null);
    if (!completed && !module.isLocked) {
      const saved = savedProgressPercent(existing, readSoFar());
      if (saved > existing) await record(saved, false);
    }
    tellLaunchPage(exitMessage);
    setFinished(true);
  };

  const summary = module.knowledgeCheck;
  const body = content.data?.content?.trim();

  return (
    <>
      <header className="sticky top-0 z-10 border-b bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 pt-3">
          <LogoMark className="size-7 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-muted-foreground">PIVOT Learning · {state.learnerName}</p>
            <h1 className="text-base font-semibold leading-snug text-balance sm:text-lg">{module.title}</h1>
          </div>
          <Button onClick={() => void finish()} disabled={finished || progress.isPending} className="shrink-0">
            <DoorOpen aria-hidden="true" />
            Finish
          </Button>
        </div>
        <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 pt-2 pb-3">
          <Progress value={percent} aria-label="Module progress" className="flex-1" />
          <span className="shrink-0 text-sm font-medium tabular-nums">
            {completed ? "Completed" : `${percent}% complete`}
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
        {notice && (
          <p role="status" className="rounded-md border bg-white p-3 text-sm">
            {notice}
          </p>
        )}
        {finished ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 p-6 text-center sm:p-8">
              <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
              <h2 className="text-xl font-semibold">You have finished for now</h2>
              <p className="max-w-md text-body">
                Your progress is saved in PIVOT and has been sent to your LMS. You can close this window.
              </p>
            </CardContent>
          </Card>
        ) : module.isLocked ? (
          <Card>
            <CardContent className="p-6 text-center">
              <h2 className="text-xl font-semibold">This module is not part of your organisation's plan</h2>
              <p className="mt-2 text-body">Ask your LMS administrator to choose another module.</p>
            </CardContent>
          </Card>
        ) : (
          <>
            <ModuleReadingCard
              saving={progress.isPending}
              completed={completed}
              onSave={() => void save()}
              onOpenCheck={
                module.hasKnowledgeCheck
                  ? () => {
                      checkRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
                      checkRef.current?.focus({ preventScroll: true });
                    }
                  : undefined
              }
              onComplete={() => void record(100, true)}
              completeLabel="Mark as read"
            >
              <article ref={articleRef} className="mt-6">
                {content.isPending ? (
                  <ModuleTextSkeleton />
                ) : content.isError ? (
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <p role="alert">The module content could not be loaded: {errorMessage(content.error)}</p>
                    <Button variant="outline" onClick={() => void content.refetch()}>
                      Try again
                    </Button>
                  </div>
                ) : body ? (
                  <ContentGuard moduleId={module.id} copyProtection={state.copyProtection}>
                    <Suspense fallback={<ModuleTextSkeleton />}>
                      <ModuleMarkdown source={body} />
                    </Suspense>
                  </ContentGuard>
                ) : (
                  <p className="text-body">
                    This module's text is being prepared. Its knowledge check and your progress still work.
                  </p>
                )}
              </article>
            </ModuleReadingCard>
            {summary && (
              <section ref={checkRef} tabIndex={-1} aria-label="Knowledge Check" className="scroll-mt-28 outline-none">
                <KnowledgeCheck
                  summary={summary}
                  onStart={() => startPlayerAttempt(auth)}
                  onSubmit={(attemptId, answers) => submit.mutateAsync({ attemptId, answers })}
                />
              </section>
            )}
          </>
        )}
      </main>
    </>
  );
}
