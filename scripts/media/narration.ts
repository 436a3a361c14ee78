/**
 * Issue 15: turns a module's own text (title, description, sections, key points) into a narration
 * script: chapters of sentences to speak, and the slide each chapter shows. Pure, so it is tested
 * without any media tool installed.
 */

export interface NarrationSentence {
  /** What the captions and the transcript show. */
  display: string;
  /** What the voice is given (abbreviations spelled out for the synthesiser). */
  spoken: string;
  /** Which key point of the slide this sentence introduces (-1: none, the slide stays as it is). */
  reveals: number;
}

export interface NarrationChapter {
  title: string;
  /** Slide bullet points: whole sentences, laid out by slides.ts (smaller type or more slides). */
  points: string[];
  sentences: NarrationSentence[];
}

export interface NarrationModule {
  title: string;
  description: string;
  type: string;
  content: string | null;
}

/** At most this many words per chapter, so a module's narration stays a few minutes long. */
export const WORDS_PER_CHAPTER = 95;
export const MAX_POINTS = 4;

const stripMarkdown = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Sentences of a paragraph: split after . ! ? when the next one starts with a capital or a digit. */
export function splitSentences(text: string): string[] {
  return stripMarkdown(text)
    .split(/(?<=[.!?])\s+(?=["'‘“(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The synthesiser reads text literally: spell out what it would stumble on. */
export function spokenText(display: string): string {
  return display
    .replace(/B-Corps?\b/g, (m) => (m.endsWith("s") ? "B Corps" : "B Corp"))
    .replace(/\bJEDI\b/g, "Jedi")
    .replace(/\bPIVOT\b/g, "Pivot")
    .replace(/\bCPD\b/g, "C P D")
    .replace(/\bESG\b/g, "E S G")
    .replace(/\bHR\b/g, "H R")
    .replace(/\bAI\b/g, "A I")
    .replace(/\bUK\b/g, "U K")
    .replace(/\bKPIs?\b/g, (m) => (m.endsWith("s") ? "K P I's" : "K P I"))
    .replace(/£(\d[\d,]*(?:\.\d+)?)/g, "$1 pounds")
    .replace(/(\d+(?:\.\d+)?)%/g, "$1 percent")
    .replace(/&/g, " and ")
    .replace(/[–—]/g, ", ")
    .replace(/\s+/g, " ")
    .trim();
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A slide's point: the bullet's first sentence, whole — the sentence the voice speaks. Issue 26: it is
 * never cut to a length ("hundreds of small", "whether they would…"); `layoutPoints` in slides.ts fits
 * long points with a smaller type or splits them over more slides.
 */
export function slidePoint(bullet: string): string {
  const first = splitSentences(bullet)[0] ?? stripMarkdown(bullet);
  return first.replace(/\.$/, "");
}

interface Section {
  heading: string;
  paragraphs: string[];
  bullets: string[];
}

export function parseSections(body: string): Section[] {
  const sections: Section[] = [];
  let current: Section | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (current && paragraph.length) current.paragraphs.push(paragraph.join(" "));
    paragraph = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^#{2,3}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      current = { heading: stripMarkdown(heading[1]), paragraphs: [], bullets: [] };
      sections.push(current);
    } else if (/^[-*]\s+/.test(line) || /^\d+\.\s+/.test(line)) {
      flush();
      current?.bullets.push(line.replace(/^([-*]|\d+\.)\s+/, ""));
    } else if (line === "") {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return sections;
}

const sentence = (display: string, reveals = -1): NarrationSentence => ({
  display,
  spoken: spokenText(display),
  reveals,
});

/** The whole narration: an opening chapter, one chapter per section (within the word budget), a close. */
export function buildNarration(module: NarrationModule): NarrationChapter[] {
  const listening = module.type === "video" ? "video" : "episode";
  const chapters: NarrationChapter[] = [
    {
      title: module.title,
      points: [],
      sentences: [
        sentence(`Welcome to PIVOT Learning. This ${listening} is ${module.title}.`),
        ...splitSentences(module.description).map((s) => sentence(s)),
      ],
    },
  ];
  for (const section of parseSections(module.content ?? "")) {
    const chapter: NarrationChapter = { title: section.heading, points: [], sentences: [] };
    let budget = WORDS_PER_CHAPTER;
    const take = (text: string, reveals = -1) => {
      if (words(text) > budget && chapter.sentences.length > 1) return false;
      chapter.sentences.push(sentence(text, reveals));
      budget -= words(text);
      return true;
    };
    take(`${section.heading}.`);
    const intro = splitSentences(section.paragraphs[0] ?? "").slice(0, 2);
    // A section of prose: its opening sentences are the slide's points, each lit as it is spoken.
    const prose = section.bullets.length === 0;
    for (const s of intro) {
      if (!take(s, prose ? chapter.points.length : -1)) break;
      if (prose) chapter.points.push(slidePoint(s));
    }
    if (!prose) {
      for (const bullet of section.bullets) {
        if (chapter.points.length >= MAX_POINTS) break;
        const first = splitSentences(bullet)[0];
        if (!first || !take(first, chapter.points.length)) break;
        chapter.points.push(slidePoint(bullet));
      }
    } else {
      const more = section.paragraphs.slice(1).flatMap((p) => splitSentences(p).slice(0, 1));
      for (const s of more) {
        if (chapter.points.length >= MAX_POINTS) break;
        if (!take(s, chapter.points.length)) break;
        chapter.points.push(slidePoint(s));
      }
    }
    if (chapter.sentences.length > 1) chapters.push(chapter);
  }
  chapters.push({
    title: "Next steps",
    points: ["Read the full module in the Content tab", "Try the module's tools and resources"],
    sentences: [
      sentence(`That is the end of this ${listening}.`),
      sentence("You will find the full text of the module in the Content tab.", 0),
      sentence("The tools and resources tabs help you put it into practice with your team.", 1),
    ],
  });
  return chapters;
}

/** hh:mm:ss.mmm as WebVTT writes it. */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A caption cue holds at most two lines of ~42 characters: longer sentences become several cues. */
export function captionChunks(text: string, maxChars = 84): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  // Balanced: as many cues as needed, each about the same length (no one-word cue at the end).
  const count = Math.ceil(text.length / maxChars);
  const target = text.length / count;
  const chunks: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && (next.length > maxChars || (chunks.length < count - 1 && current.length >= target))) {
      chunks.push(current);
      current = word;
    } else current = next;
  }
  if (current) chunks.push(current);
  return chunks;
}

export interface TimedSentence {
  text: string;
  start: number;
  end: number;
}

export function captionsVtt(sentences: TimedSentence[]): string {
  const cues: string[] = [];
  for (const s of sentences) {
    const chunks = captionChunks(s.text);
    const total = chunks.reduce((sum, c) => sum + c.length, 0);
    let at = s.start;
    for (const chunk of chunks) {
      const end = at + ((s.end - s.start) * chunk.length) / total;
      cues.push(`${vttTime(at)} --> ${vttTime(end)}\n${chunk}`);
      at = end;
    }
  }
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${cue}`).join("\n\n")}\n`;
}

export function chaptersVtt(chapters: { title: string; start: number; end: number }[]): string {
  return `WEBVTT\n\n${chapters
    .map((c, i) => `chapter-${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.title}`)
    .join("\n\n")}\n`;
}
