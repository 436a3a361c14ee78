import { BookOpen, Headphones, type LucideIcon, MonitorPlay } from "lucide-react";

/** spec 3 §9: the library holds 29 modules (shown until the live count arrives). */
export const ADVERTISED_MODULE_COUNT = 29;

/** spec 3 §2: six featured modules. */
export const FEATURED_MODULE_COUNT = 6;

export interface LibraryFormat {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** spec 3 §2: three formats. */
export const LIBRARY_FORMATS: LibraryFormat[] = [
  {
    icon: MonitorPlay,
    title: "Interactive videos",
    description: "Expert-led lessons with reflection points, knowledge checks and tools you can use straight away.",
  },
  {
    icon: Headphones,
    title: "Podcasts",
    description: "Conversations with practitioners for the commute or a walk, each with a full transcript.",
  },
  {
    icon: BookOpen,
    title: "Implementation guides",
    description: "Step-by-step guides, checklists and templates that turn each module into action at work.",
  },
];
