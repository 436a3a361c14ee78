import {
  BookOpen,
  FileText,
  Headphones,
  ListChecks,
  type LucideIcon,
  Mic,
  MousePointerClick,
  Video,
} from "lucide-react";
import { type ModuleType, moduleTypeLabel } from "../../domain/pillars";

export const MODULE_TYPE_ICONS: Record<ModuleType, LucideIcon> = {
  video: Video,
  podcast: Mic,
  guide: BookOpen,
  checklist: ListChecks,
  audio: Headphones,
  reading: FileText,
  interactive: MousePointerClick,
};

export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** "35 min", or nothing when the module has no duration. */
export const formatMinutes = (minutes: number | null) => (minutes === null ? null : `${minutes} min`);

export function ModuleTypeLabel({ type }: { type: ModuleType }) {
  const Icon = MODULE_TYPE_ICONS[type];
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-body">
      <Icon className="size-3.5" aria-hidden="true" />
      {moduleTypeLabel(type)}
    </span>
  );
}
