import type { UseQueryResult } from "@tanstack/react-query";
import { Clock, Headphones, Lightbulb, Mic, Sparkles } from "lucide-react";
import { useState } from "react";
import type { ModuleContent, ModuleDetail } from "../../../../contracts/learning";
import type { ModuleMedia } from "../../../../contracts/media";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/skeleton";
import { PODCAST_BENEFITS, PODCAST_CREATION_STEPS, PODCAST_TIPS } from "../content/podcast-content";
import { formatPodcastDuration } from "../module-learning";
import { MediaPlayer } from "./media-player";
import { UpgradeNotice } from "./upgrade-notice";

interface PodcastTabProps {
  module: ModuleDetail;
  contentQuery: UseQueryResult<ModuleContent | null>;
  /** The narrated audio with captions and chapters (issue 15); without it the plain episode plays. */
  media?: ModuleMedia | null;
}

export function PodcastTab({ module, contentQuery, media = null }: PodcastTabProps) {
  // Issue 26: once the player knows the file's own length, the label beside it shows the same.
  const [playerLength, setPlayerLength] = useState<number | null>(null);
  if (module.isLocked || contentQuery.data === null) return <UpgradeNotice />;
  if (contentQuery.isPending) return <Spinner label="Loading podcast" />;
  const content = contentQuery.data;
  if (!content?.podcastUrl) return <PodcastComingSoon />;
  const audio = media?.kind === "audio" ? media : null;
  // The real length of the file (issue 15), as minutes:seconds.
  const duration = playerLength ?? audio?.durationSeconds ?? content.podcastDuration ?? module.podcastDuration;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Headphones className="size-5 text-brand-600" aria-hidden="true" />
            Podcast: {module.title}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" />
            <span className="sr-only">Duration:</span>
            {formatPodcastDuration(duration)}
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          {audio ? (
            <MediaPlayer media={audio} title={module.title} onLength={setPlayerLength} />
          ) : (
            <>
              {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the text alternative */}
              <audio controls preload="metadata" className="w-full" aria-label={`Podcast: ${module.title}`}>
                <source src={content.podcastUrl} type="audio/mpeg" />
                <a href={content.podcastUrl}>Download the episode (MP3)</a>
              </audio>
              {content.podcastTranscript && (
                <details className="group rounded-lg border bg-slate-50">
                  <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium hover:bg-slate-100">
                    Transcript
                  </summary>
                  <p className="px-4 pb-4 leading-7 whitespace-pre-line text-slate-800">{content.podcastTranscript}</p>
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
          <Icon className="size-5 text-brand-600" aria-hidden="true" />
          {title}
        </h3>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PodcastComingSoon() {
  return (
    <Card>
      <CardContent className="p-6 sm:p-8">
        <div className="flex flex-col items-center text-center">
          <Mic className="size-10 text-brand-600" aria-hidden="true" />
          <h2 className="mt-3 text-xl font-semibold">Podcast Coming Soon</h2>
          <p className="mt-2 max-w-lg text-muted-foreground">
            An audio episode for this module has not been published yet. Content teams can create one in a few minutes:
          </p>
        </div>
        <ol className="mx-auto mt-6 max-w-2xl space-y-3">
          {PODCAST_CREATION_STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span className="pt-0.5 text-slate-800">{step}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
