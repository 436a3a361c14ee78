import { Lock, Share2, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { copyText } from "@/lib/copy-text";
import type { ModuleDetail } from "../../../../contracts/learning";
import { paths } from "../../../../contracts/routes";

export function ShareButton({ moduleId }: { moduleId: number }) {
  const share = async () => {
    const link = new URL(paths.module(moduleId), window.location.origin).toString();
    const copied = await copyText(link);
    toast(
      copied
        ? { title: "Link copied", description: "The link to this module is on your clipboard." }
        : { title: "Copy this link", description: link },
    );
  };
  return (
    <Button variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}

/** spec 3 §6: 'Premium Only' when locked; 'Protected Content' for a premium module the plan opens. */
export function ProtectionBadge({ module }: { module: Pick<ModuleDetail, "isLocked" | "isPremium"> }) {
  if (module.isLocked) {
    return (
      <Badge className="border-warning-border bg-warning-tint text-warning-text">
        <Lock className="size-3" aria-hidden="true" />
        Premium Only
      </Badge>
    );
  }
  if (!module.isPremium) return null;
  return (
    <Badge className="border-emerald-300 bg-emerald-50 text-emerald-900">
      <ShieldCheck className="size-3" aria-hidden="true" />
      Protected Content
    </Badge>
  );
}
