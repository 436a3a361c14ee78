import { Download, Link2, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { hrefOf } from "@/lib/api-client";
import { insightsEndpoints } from "../../../../contracts/api/insights";
import { useProgressShare } from "../api/get-progress-share";
import { useSetProgressShare } from "../api/set-progress-share";

/** Export Report (a PDF) and Share Progress (a read-only link the learner can turn off). */
export function ReportActions() {
  const share = useProgressShare();
  const setShare = useSetProgressShare();
  const copy = async (path: string) => {
    const url = `${window.location.origin}${path}`;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "Anyone with the link can see your progress, read-only." });
    } catch {
      toast({ title: "Share link", description: url });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button asChild variant="outline">
        <a href={hrefOf(insightsEndpoints.report)} download>
          <Download aria-hidden="true" />
          Export Report
        </a>
      </Button>
      {share.data?.enabled && share.data.path ? (
        <>
          <Button variant="outline" onClick={() => copy(share.data.path!)}>
            <Link2 aria-hidden="true" />
            Copy link
          </Button>
          <Button
            variant="ghost"
            disabled={setShare.isPending}
            onClick={() =>
              setShare.mutate(false, {
                onSuccess: () =>
                  toast({ title: "Sharing stopped", description: "The link no longer opens your progress." }),
              })
            }
          >
            Stop sharing
          </Button>
        </>
      ) : (
        <Button
          disabled={setShare.isPending || share.isPending}
          onClick={() =>
            setShare.mutate(true, {
              onSuccess: (result) => {
                if (result.path) void copy(result.path);
              },
            })
          }
        >
          <Share2 aria-hidden="true" />
          Share Progress
        </Button>
      )}
    </div>
  );
}
