import { Bot, Lightbulb, Send, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type AssistantStats, assistantReply, quickTips } from "../../../../domain/assistant";
import { recommendModules } from "../../../../domain/recommendations";
import { useModules } from "../../../components/api/get-modules";
import { useUserProgress } from "../../../components/api/get-user-progress";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

/** spec 1 §3: Chat message. */
interface ChatMessage {
  id: number;
  type: "assistant" | "user";
  content: string;
  timestamp: Date;
  suggestions: string[];
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

/**
 * spec 1 §2, §4: the floating AI Learning Assistant. Replies are generated locally at once
 * (domain/assistant.ts); a chip fills the input without sending; Enter sends; blank is ignored.
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

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const text = input.trim();
    if (!text) return;
    const reply = assistantReply(text, stats, context);
    setMessages((list) => [
      ...list,
      { id: list.length, type: "user", content: text, timestamp: new Date(), suggestions: [] },
      { id: list.length + 1, type: "assistant", timestamp: new Date(), ...reply },
    ]);
    setInput("");
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
          <header className="flex items-center justify-between gap-2 bg-brand-800 px-4 py-3 text-white">
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
          <ul className="grid gap-1.5 border-b bg-brand-50 px-4 py-3" aria-label="Quick tips">
            {quickTips(stats).map((tip) => (
              <li key={tip.label} className="flex gap-2 text-xs text-slate-700">
                <Lightbulb className="mt-0.5 size-3.5 shrink-0 text-accent-500" aria-hidden="true" />
                <span>
                  <span className="font-semibold text-brand-900">{tip.label}:</span> {tip.text}
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
                      ? "rounded-br-sm bg-brand-700 text-white"
                      : "rounded-bl-sm bg-muted text-slate-900",
                  )}
                >
                  <span className="sr-only">{m.type === "user" ? "You said: " : "Assistant: "}</span>
                  {m.content}
                </p>
                <span className="mt-0.5 text-[11px] text-slate-600">{timeFormat.format(m.timestamp)}</span>
              </div>
            ))}
          </div>
          {lastAssistant && lastAssistant.suggestions.length > 0 && (
            <fieldset className="flex flex-wrap gap-1.5 border-t px-4 py-2">
              <legend className="sr-only">Suggestions</legend>
              {lastAssistant.suggestions.map((s) => (
                <button
                  key={s}
                  type="button"
                  onClick={() => applySuggestion(s)}
                  className="rounded-full border border-brand-200 bg-white px-2.5 py-1 text-xs font-medium text-brand-800 hover:bg-brand-50"
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
            <Button type="submit" size="icon" aria-label="Send message" className="shrink-0">
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
        className="flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Bot className="size-6" aria-hidden="true" />}
      </button>
    </div>
  );
}
