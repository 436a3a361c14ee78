import { Captions, CaptionsOff, Keyboard, ListVideo } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatClock } from "@/lib/format";
import type { ModuleMedia } from "../../../../contracts/media";
import { chapterIndexAt, PLAYBACK_RATES, playerKeyAction, stepRate } from "../media-player-keys";

interface MediaPlayerProps {
  media: ModuleMedia;
  title: string;
  /** The file's own length once its metadata loads, so a label beside the player can show the same. */
  onLength?: (seconds: number) => void;
  /** Names the media for what it is, with its length, above the player (the Content tab). */
  showHeading?: boolean;
}

/**
 * Issue 26: module media named for what it is. The build (scripts/media) narrates a few minutes of a
 * module's key points with a synthetic voice: over slides for video modules, as audio for the others.
 */
export const mediaSummaryLabel = (kind: ModuleMedia["kind"]) =>
  kind === "video" ? "Narrated summary" : "Audio summary";

export const MEDIA_SUMMARY_NOTE =
  "The module's key points read by a synthetic voice, with captions and a transcript. The full module is its text.";

/**
 * Issue 15: the module's narrated video (or audio) with captions on from the start, a speed choice,
 * chapters to jump to, keyboard shortcuts and the transcript. The browser's own controls stay for
 * play, seek, volume and full screen.
 */
export function MediaPlayer({ media, title, onLength, showHeading = false }: MediaPlayerProps) {
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [rate, setRate] = useState(1);
  const [time, setTime] = useState(0);
  // Issue 26: the length the browser's controls show (the element's own), not the catalogue's rounded one.
  const [length, setLength] = useState(media.durationSeconds);
  const [cue, setCue] = useState("");
  const isVideo = media.kind === "video";

  // Captions on by default: the track's mode, not only its `default` attribute (which some browsers ignore).
  useEffect(() => {
    const element = mediaRef.current;
    if (!element) return;
    const track = Array.from(element.textTracks).find((t) => t.kind === "captions");
    if (!track) return;
    // Video shows the browser's caption overlay; audio has none, so its current cue is shown below.
    track.mode = captionsOn ? (isVideo ? "showing" : "hidden") : "disabled";
    const onCueChange = () => {
      const active = track.activeCues?.[0] as VTTCue | undefined;
      setCue(active?.text ?? "");
    };
    track.addEventListener("cuechange", onCueChange);
    return () => track.removeEventListener("cuechange", onCueChange);
  }, [captionsOn, isVideo]);

  useEffect(() => {
    if (mediaRef.current) mediaRef.current.playbackRate = rate;
  }, [rate]);

  const seekTo = useCallback(
    (seconds: number) => {
      const element = mediaRef.current;
      if (!element) return;
      element.currentTime = Math.min(Math.max(0, seconds), length);
      setTime(element.currentTime);
    },
    [length],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLButtonElement) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = playerKeyAction(event.key, event.shiftKey);
    const element = mediaRef.current;
    if (!action || !element) return;
    event.preventDefault();
    switch (action.kind) {
      case "toggle-play":
        if (element.paused) void element.play();
        else element.pause();
        break;
      case "seek-by":
        seekTo(element.currentTime + action.seconds);
        break;
      case "seek-to-fraction":
        seekTo(length * action.fraction);
        break;
      case "toggle-captions":
        setCaptionsOn((on) => !on);
        break;
      case "toggle-mute":
        element.muted = !element.muted;
        break;
      case "rate-step":
        setRate((current) => stepRate(current, action.step));
        break;
      case "fullscreen":
        if (isVideo) {
          if (document.fullscreenElement) void document.exitFullscreen();
          else void element.requestFullscreen?.();
        }
        break;
    }
  };

  const chapterIndex = chapterIndexAt(media.chapters, time);
  const Element = isVideo ? "video" : "audio";
  const label = mediaSummaryLabel(media.kind);
  return (
    <section
      aria-label={`${label}: ${title}`}
      className="space-y-3"
      onKeyDown={onKeyDown}
      data-testid="module-media-player"
    >
      {showHeading && (
        <div>
          <h3 className="font-semibold">
            {label} ({formatClock(length)})
          </h3>
          <p className="text-sm text-muted-foreground">{MEDIA_SUMMARY_NOTE}</p>
        </div>
      )}
      <div className={isVideo ? "overflow-hidden rounded-lg bg-foreground" : undefined}>
        <Element
          ref={mediaRef}
          controls
          preload="metadata"
          poster={isVideo ? (media.posterUrl ?? undefined) : undefined}
          className={isVideo ? "aspect-video w-full" : "w-full"}
          aria-label={`${label}: ${title}`}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          onRateChange={(event) => setRate(event.currentTarget.playbackRate)}
          onDurationChange={(event) => {
            const seconds = event.currentTarget.duration;
            if (!Number.isFinite(seconds) || seconds <= 0) return;
            setLength(seconds);
            onLength?.(seconds);
          }}
        >
          <source src={media.url} type={media.mimeType} />
          <track kind="captions" src={media.captionsUrl} srcLang="en" label="English" default />
          <track kind="chapters" src={media.chaptersUrl} srcLang="en" label="Chapters" />
          <a href={media.url}>Download the {label.toLowerCase()}</a>
        </Element>
      </div>
      {!isVideo && captionsOn && (
        <p
          aria-live="off"
          className="min-h-12 rounded-lg bg-foreground px-4 py-3 text-center text-white"
          data-testid="audio-caption"
        >
          {cue || <span className="text-faint">Captions appear here as the audio plays.</span>}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button
          variant="outline"
          size="sm"
          aria-pressed={captionsOn}
          onClick={() => setCaptionsOn((on) => !on)}
          title="Captions (C)"
        >
          {captionsOn ? <Captions aria-hidden="true" /> : <CaptionsOff aria-hidden="true" />}
          {captionsOn ? "Captions on" : "Captions off"}
        </Button>
        <label className="inline-flex items-center gap-2">
          <span className="text-muted-foreground">Speed</span>
          <select
            className="h-8 rounded-md border bg-white px-2"
            value={rate}
            onChange={(event) => setRate(Number(event.target.value))}
          >
            {PLAYBACK_RATES.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </select>
        </label>
        <span className="ml-auto tabular-nums text-muted-foreground">
          <span className="sr-only">Position: </span>
          {formatClock(time)} / {formatClock(length)}
        </span>
      </div>
      <details className="rounded-lg border">
        <summary className="flex cursor-pointer items-center gap-2 px-4 py-2 font-medium hover:bg-surface">
          <ListVideo className="size-4 text-icon" aria-hidden="true" />
          Chapters
        </summary>
        <ol className="divide-y border-t">
          {media.chapters.map((chapter, index) => (
            <li key={`${chapter.startSeconds}-${chapter.title}`}>
              <button
                type="button"
                className="flex w-full items-center gap-3 px-4 py-2 text-left hover:bg-surface aria-[current=true]:bg-primary-surface aria-[current=true]:font-medium"
                aria-current={index === chapterIndex}
                onClick={() => seekTo(chapter.startSeconds)}
              >
                <span className="w-12 shrink-0 tabular-nums text-muted-foreground">
                  {formatClock(chapter.startSeconds)}
                </span>
                {chapter.title}
              </button>
            </li>
          ))}
        </ol>
      </details>
      <details className="rounded-lg border">
        <summary className="cursor-pointer px-4 py-2 font-medium hover:bg-surface">Transcript</summary>
        <div className="space-y-3 border-t px-4 py-3 text-sm leading-6 text-prose">
          {media.transcript.map((part) => (
            <div key={part.title}>
              <h4 className="font-semibold">{part.title}</h4>
              <p>{part.text}</p>
            </div>
          ))}
        </div>
      </details>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Keyboard className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        Keyboard: Space or K play/pause · ← → 5 s · J L 10 s · C captions · &lt; &gt; speed · M mute
        {isVideo ? " · F full screen" : ""}
      </p>
    </section>
  );
}
