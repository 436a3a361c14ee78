import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { BRAND_COLOUR_PATTERN, brandColourProblem, contrastRatio } from "../../../../domain/brand-colour";
import { useUpdateOrganization } from "../api/update-organization";
import { BrandPreview } from "./brand-preview";

/**
 * Settings: the brand colour, as a colour picker and a hex field. White text on it must reach WCAG
 * AA (4.5:1): the ratio shows as it changes and a colour that fails cannot be saved (the server
 * checks again).
 */
export function BrandColourForm({ organization }: { organization: OrganizationDetail }) {
  const hexId = useId();
  const pickerId = useId();
  const messageId = useId();
  const update = useUpdateOrganization(organization.id);
  const [hex, setHex] = useState(organization.brandColor ?? "");
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const value = hex.trim();
  const complete = BRAND_COLOUR_PATTERN.test(value);
  const problem = value === "" ? null : brandColourProblem(value);
  const shownProblem = serverProblem ?? problem;

  const save = (brandColor: string | null) => {
    setServerProblem(null);
    update.mutate(
      { brandColor },
      {
        onSuccess: () =>
          toast({
            title: brandColor ? "Brand colour saved" : "Brand colour removed",
            description: "Your members see the change at once.",
          }),
        onError: (error) => setServerProblem(errorMessage(error)),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Brand colour"
      className="grid gap-4 lg:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (value === "" || problem) return;
        save(value.toLowerCase());
      }}
    >
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <label htmlFor={pickerId} className="text-sm font-medium">
              Colour picker
            </label>
            <input
              id={pickerId}
              type="color"
              value={complete ? value.toLowerCase() : "#0f4a4a"}
              onChange={(event) => {
                setServerProblem(null);
                setHex(event.target.value);
              }}
              className="h-10 w-16 cursor-pointer rounded-md border bg-white p-1"
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={hexId} className="text-sm font-medium">
              Brand colour (hex)
            </label>
            <Input
              id={hexId}
              value={hex}
              maxLength={7}
              placeholder="#1f4e79"
              spellCheck={false}
              autoComplete="off"
              aria-invalid={shownProblem ? true : undefined}
              aria-describedby={messageId}
              onChange={(event) => {
                setServerProblem(null);
                setHex(event.target.value);
              }}
              className="w-32 font-mono"
            />
          </div>
        </div>
        <p
          id={messageId}
          aria-live="polite"
          className={shownProblem ? "text-sm font-medium text-destructive" : "text-sm text-body"}
        >
          {shownProblem ??
            (complete
              ? `White text on ${value.toLowerCase()} has a contrast of ${contrastRatio(value, "#ffffff").toFixed(2)}:1 — meets WCAG AA (4.5:1).`
              : "Without a colour, PIVOT Learning's own colours are used.")}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={value === "" || problem !== null || update.isPending}>
            {update.isPending ? "Saving..." : "Save brand colour"}
          </Button>
          {organization.brandColor && (
            <Button
              type="button"
              variant="outline"
              disabled={update.isPending}
              onClick={() => {
                setHex("");
                save(null);
              }}
            >
              Use PIVOT Learning's colours
            </Button>
          )}
        </div>
      </div>
      <BrandPreview
        name={organization.name}
        logo={organization.logo}
        color={complete && problem === null ? value.toLowerCase() : organization.brandColor}
      />
    </form>
  );
}
