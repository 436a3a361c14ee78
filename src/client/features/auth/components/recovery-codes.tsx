import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { copyText } from "@/lib/copy-text";
import { saveFile } from "@/lib/save-file";

/** Issue 43: the ten recovery codes, shown this once, to download, copy or write down. */
export function RecoveryCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const text = [
    "PIVOT Learning recovery codes",
    `Account: ${email}`,
    "",
    "Each code works once, instead of a code from your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
  const onCopy = async () => {
    const copied = await copyText(codes.join("\n"));
    toast(
      copied
        ? { title: "Recovery codes copied", description: "Paste them into your password manager." }
        : { variant: "destructive", title: "Could not copy", description: "Select the codes and copy them yourself." },
    );
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Keep these codes somewhere safe, such as your password manager. If you lose your phone, each code signs you in
        once instead of a code from the app. <strong>We will not show them again.</strong>
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-1 rounded-md border bg-muted p-3 font-mono text-sm min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => saveFile(new Blob([text], { type: "text/plain" }), "pivot-learning-recovery-codes.txt")}
        >
          <Download aria-hidden="true" />
          Download codes
        </Button>
        <Button type="button" variant="outline" onClick={onCopy}>
          Copy codes
        </Button>
      </div>
    </div>
  );
}
