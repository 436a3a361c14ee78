import { Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { copyText } from "@/lib/copy-text";

/**
 * A read-only value with a Copy button (a base URL, a secret shown once). The button is named
 * "Copy <what>"; its toast says "<Name> copied" and where to paste it, or how to copy it by hand.
 */
export function CopyField({
  label,
  value,
  what,
  name = what,
  pasteHint,
  buttonText = "Copy",
}: {
  label: string;
  value: string;
  /** What the value is, in the button's accessible name: "base URL", "signing secret". */
  what: string;
  /** Its shorter name in the toasts, when that differs ("secret"). */
  name?: string;
  /** Where to paste it, the copied toast's description. */
  pasteHint: string;
  /** The button's visible text. */
  buttonText?: string;
}) {
  const id = useId();
  const onCopy = async () => {
    const copied = await copyText(value);
    toast(
      copied
        ? { title: `${name[0].toUpperCase()}${name.slice(1)} copied`, description: pasteHint }
        : { variant: "destructive", title: "Could not copy", description: `Select the ${name} and copy it yourself.` },
    );
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="min-w-0 flex-1 basis-64 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="outline" aria-label={`Copy ${what}`} onClick={onCopy}>
          <Copy aria-hidden="true" />
          {buttonText}
        </Button>
      </div>
    </div>
  );
}
