import { BookOpen, Headphones, type LucideIcon, MonitorPlay } from "lucide-react";

/** spec 3 §2: six featured modules. */
export const FEATURED_MODULE_COUNT = 6;

export interface LibraryFormat {
  icon: LucideIcon;
  title: string;
  description: string;
}

/**
 * spec 3 §2: three formats. Issue 26: the media named for what they are (narrated and audio summaries of
 * a few minutes), not "interactive videos" or "conversations with practitioners".
 */
export const LIBRARY_FORMATS: LibraryFormat[] = [
  {
    icon: MonitorPlay,
    title: "Narrated summaries",
    description:
      "Video modules open with a few minutes of their key points narrated over slides, with captions, chapters and a transcript, above the full text.",
  },
  {
    icon: Headphones,
    title: "Audio summaries",
    description:
      "Audio modules read their key points aloud for the commute or a walk, each with captions and a full transcript.",
  },
  {
    icon: BookOpen,
    title: "Implementation guides",
    description: "Step-by-step guides, checklists and templates that turn each module into action at work.",
  },
];
