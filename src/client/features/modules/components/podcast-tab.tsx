import type { UseQueryResult } from "@tanstack/react-query";
import { Clock, Headphones, Lightbulb, Mic, Sparkles, Video } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatMinutes } from "@/components/module-meta";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/use-auth";
import type { ModuleContent, ModuleDetail } from "../../../../contracts/learning";
import type { ModuleMedia } from "../../../../contracts/media";
import { paths } from "../../../../contracts/routes";
import { PODCAST_BENEFITS, PODCAST_CREATION_STEPS, PODCAST_TIPS } from "../content/podcast-content";
import { formatPodcastDuration, summaryMinutes } from "../module-learning";
import { MEDIA_SUMMARY_NOTE, MediaPlayer } from "./media-player";
import { UpgradeNotice } from "./upgrade-notice";

interface PodcastTabProps {
  module: ModuleDetail;
  contentQuery: UseQueryResult<ModuleContent | null>;
  /** The narrated audio with captions and chapters (issue 15); without it the plain episode plays. */
  media?: ModuleMedia | null;
  /** Opens the Content tab, where a video module's narrated summary plays. */
  onOpenContent?: () => void;
}

/**
 * spec 3 §2's Podcast tab, honest about what it holds (issue 26): the module's audio summary where it
 * has one; a video module's pointer to its narrated summary; otherwise one plain line for learners, and
 * the production steps for administrators only.
 */
export function PodcastTab({ module, contentQuery, media = null, onOpenContent }: PodcastTabProps) {
  const auth = useAuth();
  // Issue 26: once the player knows the file's own length, the label beside it shows the same.
  const [playerLength, setPlayerLength] = useState<number | null>(null);
  if (module.isLocked || contentQuery.data === null) return <UpgradeNotice />;
  if (contentQuery.isPending) return <Spinner label="Loading the audio summary" />;
  const content = contentQuery.data;
  const isAdmin = auth.status === "signed-in" && auth.user.role === "admin";
  if (!content?.podcastUrl) {
    return (
      <NoAudioSummary video={media?.kind === "video" ? media : null} isAdmin={isAdmin} onOpenContent={onOpenContent} />
    );
  }
  const audio = media?.kind === "audio" ? media : null;
  // The real length of the file (issue 15), as minutes:seconds.
  const duration = playerLength ?? audio?.durationSeconds ?? content.podcastDuration ?? module.podcastDuration;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Headphones className="size-5 text-icon" aria-hidden="true" />
            Audio summary: {module.title}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" />
            <span className="sr-only">Duration:</span>
            {formatPodcastDuration(duration)}
          </p>
          {audio && <p className="text-sm text-muted-foreground">{MEDIA_SUMMARY_NOTE}</p>}
        </CardHeader>
        <CardContent className="space-y-4">
          {audio ? (
            <MediaPlayer media={audio} title={module.title} onLength={setPlayerLength} />
          ) : (
            <>
              {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the text alternative */}
              <audio controls preload="metadata" className="w-full" aria-label={`Audio summary: ${module.title}`}>
                <source src={content.podcastUrl} type="audio/mpeg" />
                <a href={content.podcastUrl}>Download the audio summary (MP3)</a>
              </audio>
              {content.podcastTranscript && (
                <details className="group rounded-lg border bg-surface">
                  <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium hover:bg-muted">
                    Transcript
                  </summary>
                  <p className="px-4 pb-4 leading-7 whitespace-pre-line text-prose">{content.podcastTranscript}</p>
                </details>
              )}
            </>
          )}
        </CardContent>
      </Card>
      <div className="space-y-6">
        <TipList icon={Sparkles} title="Why listen" items={PODCAST_BENEFITS} />
        <TipList icon={Lightbulb} title="Listening tips" items={PODCAST_TIPS} />
      </div>
    </div>
  );
}

function TipList({ icon: Icon, title, items }: { icon: typeof Sparkles; title: string; items: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 font-semibold">
          <Icon className="size-5 text-icon" aria-hidden="true" />
          {title}
        </h3>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-body">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

interface NoAudioSummaryProps {
  /** A video module's narrated summary: its audio plays in the Content tab. */
  video: ModuleMedia | null;
  isAdmin: boolean;
  onOpenContent?: () => void;
}

/** No audio file: one plain line for learners (nothing to play, nothing promised); the how-to for admins. */
function NoAudioSummary({ video, isAdmin, onOpenContent }: NoAudioSummaryProps) {
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="p-6 sm:p-8">
          <div className="flex flex-col items-center text-center">
            {video ? (
              <Video className="size-10 text-icon" aria-hidden="true" />
            ) : (
              <Mic className="size-10 text-icon" aria-hidden="true" />
            )}
            <h2 className="mt-3 text-xl font-semibold">No audio summary for this module yet</h2>
            {video ? (
              <>
                <p className="mt-2 max-w-lg text-muted-foreground">
                  This module has a narrated summary ({formatMinutes(summaryMinutes(video.durationSeconds))}) with
                  captions and a transcript, above the module's text in the Content tab.
                </p>
                {onOpenContent && (
                  <Button variant="outline" className="mt-4" onClick={onOpenContent}>
                    Open the narrated summary
                  </Button>
                )}
              </>
            ) : (
              <p className="mt-2 max-w-lg text-muted-foreground">The full module is in the Content tab.</p>
            )}
          </div>
        </CardContent>
      </Card>
      {isAdmin && <AddAudioSummarySteps />}
    </div>
  );
}

/** spec 3 §2's instructions for creating the podcast: administrators only (issue 26). */
function AddAudioSummarySteps() {
  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold">For administrators: add an audio summary</h3>
        <p className="text-sm text-muted-foreground">Learners do not see these steps.</p>
      </CardHeader>
      <CardContent>
        <ol className="max-w-2xl space-y-3">
          {PODCAST_CREATION_STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span className="pt-0.5 text-prose">{step}</span>
            </li>
          ))}
        </ol>
        <Button asChild variant="outline" className="mt-5">
          <Link to={paths.contentGenerator}>Upload in the Content Generator</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
