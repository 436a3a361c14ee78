import { BookOpen, Bot, Lightbulb, Send, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { useModules } from "@/components/api/get-modules";
import { useUserProgress } from "@/components/api/get-user-progress";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { AssistantSource } from "../../../../contracts/assistant";
import { paths } from "../../../../contracts/routes";
import { type AssistantStats, assistantReply, isPersonalQuestion, quickTips } from "../../../../domain/assistant";
import { recommendModules } from "../../../../domain/recommendations";
import { useAskAssistant } from "../api/ask-assistant";

/** spec 1 §3: Chat message. */
interface ChatMessage {
  id: number;
  type: "assistant" | "user";
  content: string;
  timestamp: Date;
  suggestions: string[];
  /** The modules a catalogue answer rests on (issue 26 item 6), shown as links under the reply. */
  sources?: AssistantSource[];
  /** A catalogue answer that found nothing links to the library. */
  libraryLink?: boolean;
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

/**
 * spec 1 §2, §4: the floating AI Learning Assistant. Questions about the learner's own learning are
 * answered locally at once (domain/assistant.ts); questions about the catalogue are answered by the server
 * from the module texts, with the modules as links (issue 26 item 6). A chip fills the input without
 * sending; Enter sends; blank is ignored.
 */
export function LearningAssistant({
  stats,
  firstName,
  open,
  onOpenChange,
}: {
  stats: AssistantStats;
  firstName: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const modules = useModules();
  const progress = useUserProgress({ enabled: open });
  const recommendedTitles = useMemo(
    () => recommendModules(modules.data ?? [], progress.data ?? []).map((r) => r.module.title),
    [modules.data, progress.data],
  );
  const context = { firstName, recommendedTitles };
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, type: "assistant", timestamp: new Date(), ...assistantReply("", stats, { firstName }) },
  ]);
  const [input, setInput] = useState("");
  const logRef = useRef<HTMLDivElement>(null);

  // Issue 15: after each exchange the conversation scrolls to it — the question and the start of the
  // reply, or the reply's start alone when both do not fit — so the answer never looks missing.
  const messageCount = messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (!open || !log || messageCount < 2) return;
    const reply = log.lastElementChild as HTMLElement | null;
    const question = reply?.previousElementSibling as HTMLElement | null;
    if (!reply) return;
    const fitsBoth = question && reply.offsetTop + reply.offsetHeight - question.offsetTop <= log.clientHeight;
    log.scrollTop = Math.max(0, (fitsBoth && question ? question.offsetTop : reply.offsetTop) - 12);
  }, [messageCount, open]);

  const ask = useAskAssistant();
  const append = (message: Omit<ChatMessage, "id" | "timestamp">) =>
    setMessages((list) => [...list, { ...message, id: list.length, timestamp: new Date() }]);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const text = input.trim();
    if (!text || ask.isPending) return;
    setInput("");
    append({ type: "user", content: text, suggestions: [] });
    if (isPersonalQuestion(text)) {
      append({ type: "assistant", ...assistantReply(text, stats, context) });
      return;
    }
    ask.mutate(text, {
      onSuccess: (answer) =>
        append({
          type: "assistant",
          content: answer.content,
          suggestions: answer.suggestions,
          sources: answer.sources,
          libraryLink: answer.sources.length === 0,
        }),
      onError: () =>
        append({
          type: "assistant",
          content: "I could not search the modules just now. Please try again, or browse the Content Library.",
          suggestions: [],
          libraryLink: true,
        }),
    });
  };
  const applySuggestion = (suggestion: string) => {
    setInput(suggestion);
    inputRef.current?.focus();
  };
  const lastAssistant = [...messages].reverse().find((m) => m.type === "assistant");

  return (
    <div className="fixed right-4 bottom-24 z-40 flex flex-col items-end gap-3 md:right-6 md:bottom-6">
      {open && (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className="flex max-h-[min(36rem,calc(100vh-9rem))] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl border bg-white shadow-2xl"
        >
          <header className="flex items-center justify-between gap-2 bg-primary-strong px-4 py-3 text-white">
            <h2 id={`${panelId}-title`} className="flex items-center gap-2 font-semibold">
              <Bot className="size-5" aria-hidden="true" /> AI Learning Assistant
            </h2>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              aria-label="Close AI Learning Assistant"
              className="rounded p-1 hover:bg-white/10"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </header>
          <ul className="grid gap-1.5 border-b bg-primary-surface px-4 py-3" aria-label="Quick tips">
            {quickTips(stats).map((tip) => (
              <li key={tip.label} className="flex gap-2 text-xs text-body">
                <Lightbulb className="mt-0.5 size-3.5 shrink-0 text-icon-accent" aria-hidden="true" />
                <span>
                  <span className="font-semibold text-heading">{tip.label}:</span> {tip.text}
                </span>
              </li>
            ))}
          </ul>
          <div
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            ref={logRef}
            className="relative min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3"
            data-testid="assistant-log"
          >
            {messages.map((m) => (
              <div key={m.id} className={cn("flex flex-col", m.type === "user" ? "items-end" : "items-start")}>
                <p
                  className={cn(
                    "max-w-[85%] rounded-2xl px-3 py-2 text-sm",
                    m.type === "user"
                      ? "rounded-br-sm bg-primary text-white"
                      : "rounded-bl-sm bg-muted text-foreground",
                  )}
                >
                  <span className="sr-only">{m.type === "user" ? "You said: " : "Assistant: "}</span>
                  {m.content}
                </p>
                {m.sources && m.sources.length > 0 && (
                  <ul aria-label="Sources" className="mt-1 grid max-w-[85%] gap-1">
                    {m.sources.map((source) => (
                      <li key={source.moduleId}>
                        <Link
                          to={source.href}
                          title={source.passage}
                          className="flex items-start gap-1.5 rounded-lg border border-primary-border bg-white px-2 py-1 text-xs font-medium text-primary-strong hover:bg-primary-surface"
                        >
                          <BookOpen className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                          <span>
                            {source.title}
                            {source.section && (
                              <span className="font-normal text-muted-foreground"> · {source.section}</span>
                            )}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                {m.libraryLink && (
                  <Link
                    to={paths.library}
                    className="mt-1 text-xs font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Browse the Content Library
                  </Link>
                )}
                <span className="mt-0.5 text-[11px] text-muted-foreground">{timeFormat.format(m.timestamp)}</span>
              </div>
            ))}
            {ask.isPending && (
              <div className="flex items-start">
                <span
                  className="rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm text-muted-foreground"
                  role="status"
                >
                  Searching the modules…
                </span>
              </div>
            )}
          </div>
          {lastAssistant && lastAssistant.suggestions.length > 0 && (
            <fieldset className="flex flex-wrap gap-1.5 border-t px-4 py-2">
              <legend className="sr-only">Suggestions</legend>
              {lastAssistant.suggestions.map((s) => (
                <button
                  key={s}
                  type="button"
                  onClick={() => applySuggestion(s)}
                  className="rounded-full border border-primary-border bg-white px-2.5 py-1 text-xs font-medium text-primary-strong hover:bg-primary-surface"
                >
                  {s}
                </button>
              ))}
            </fieldset>
          )}
          <form onSubmit={send} className="flex gap-2 border-t p-3">
            <Input
              ref={inputRef}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              aria-label="Message the assistant"
              placeholder="Ask about your learning..."
              autoComplete="off"
            />
            <Button type="submit" size="icon" aria-label="Send message" className="shrink-0" disabled={ask.isPending}>
              <Send aria-hidden="true" />
            </Button>
          </form>
        </section>
      )}
      <button
        type="button"
        onClick={() => onOpenChange(!open)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? "Close AI Learning Assistant" : "Open AI Learning Assistant"}
        className="flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg transition hover:bg-primary-hover"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Bot className="size-6" aria-hidden="true" />}
      </button>
    </div>
  );
}
