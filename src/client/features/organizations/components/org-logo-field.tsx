import { ImageUp, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { LOGO_MAX_BYTES, type OrganizationDetail } from "../../../../contracts/organizations";
import { logoDataUrlProblem } from "../../../../domain/organization-logo";
import { useUpdateOrganization } from "../api/update-organization";
import { OrgLogo } from "./org-logo";

const LOGO_TYPES = ["image/png", "image/jpeg", "image/svg+xml"];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });

/** Why a chosen file cannot be the logo, or null (the server checks the same again). */
export function logoFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!LOGO_TYPES.includes(file.type)) return "The logo must be a PNG, JPEG or SVG image";
  if (file.size > LOGO_MAX_BYTES)
    return `The logo must be at most 200 kB; this file is ${Math.ceil(file.size / 1000)} kB`;
  return null;
}

/**
 * Settings: the logo (PNG, JPEG or SVG up to 200 kB), read as a data: URL, previewed, then saved or
 * removed. It is only ever shown as an image source, never inlined.
 */
export function OrgLogoField({ organization }: { organization: OrganizationDetail }) {
  const inputId = useId();
  const messageId = useId();
  const update = useUpdateOrganization(organization.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = chosen ?? organization.logo;

  const choose = async (file: File | undefined) => {
    setChosen(null);
    setProblem(null);
    if (!file) return;
    const fileProblem = logoFileProblem(file);
    if (fileProblem) return setProblem(fileProblem);
    try {
      const dataUrl = await readAsDataUrl(file);
      const svgProblem = logoDataUrlProblem(dataUrl);
      if (svgProblem) return setProblem(svgProblem);
      setChosen(dataUrl);
    } catch (error) {
      setProblem(errorMessage(error, "The file could not be read"));
    }
  };

  const save = (logo: string | null) =>
    update.mutate(
      { logo },
      {
        onSuccess: () => {
          setChosen(null);
          toast({ title: logo ? "Logo saved" : "Logo removed", description: "Your members see the change at once." });
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-20 items-center justify-center rounded-lg border bg-surface p-2">
          {shown ? (
            <img
              src={shown}
              alt={chosen ? "Preview of the new logo" : "Current logo"}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <OrgLogo name={organization.name} logo={null} size="lg" />
          )}
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Logo file <span className="font-normal text-muted-foreground">(PNG, JPEG or SVG, at most 200 kB)</span>
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/svg+xml"
            aria-describedby={problem ? messageId : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        </div>
      </div>
      {problem && (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={!chosen || update.isPending} onClick={() => chosen && save(chosen)}>
          <ImageUp aria-hidden="true" />
          {update.isPending && chosen ? "Saving..." : "Save logo"}
        </Button>
        {organization.logo && (
          <Button type="button" variant="outline" disabled={update.isPending} onClick={() => save(null)}>
            <Trash2 aria-hidden="true" />
            Remove logo
          </Button>
        )}
      </div>
    </div>
  );
}
