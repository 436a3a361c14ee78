import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import { copyText } from "@/lib/copy-text";
import { renderWithQuery } from "../../test/render-with-query";
import { CopyField } from "./copy-field";

vi.mock("@/lib/copy-text", () => ({ copyText: vi.fn() }));

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.mocked(copyText).mockReset();
});

const toasts = () => screen.getByRole("status", { name: "Toasts" });

describe("CopyField", () => {
  it("shows the value read-only under its label and names the button after what it copies", () => {
    renderWithQuery(
      <CopyField label="API base URL" value="https://x.example/api/v1" what="base URL" pasteHint="Paste it here." />,
    );
    const field = screen.getByRole("textbox", { name: "API base URL" }) as HTMLInputElement;
    expect(field.value).toBe("https://x.example/api/v1");
    expect(field.readOnly).toBe(true);
    expect(screen.getByRole("button", { name: "Copy base URL" }).textContent).toBe("Copy");
  });

  it("can show its own text on the button", () => {
    renderWithQuery(
      <CopyField
        label="Link"
        value="https://x.example/join/1"
        what="link"
        pasteHint="Share it."
        buttonText="Copy link"
      />,
    );
    expect(screen.getByRole("button", { name: "Copy link" }).textContent).toBe("Copy link");
  });

  it("copies the value and says where to paste it", async () => {
    vi.mocked(copyText).mockResolvedValue(true);
    renderWithQuery(
      <CopyField
        label="API base URL"
        value="https://x.example/api/v1"
        what="base URL"
        pasteHint="Paste it into the system that calls the API."
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy base URL" }));
    expect(await screen.findByText("Base URL copied: Paste it into the system that calls the API.")).toBeTruthy();
    expect(vi.mocked(copyText)).toHaveBeenCalledWith("https://x.example/api/v1");
  });

  it("uses the shorter name in the toasts, and says how to copy by hand when copying fails", async () => {
    vi.mocked(copyText).mockResolvedValue(false);
    renderWithQuery(
      <CopyField label="Signing secret" value="whsec_1" what="signing secret" name="secret" pasteHint="Keep it." />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy signing secret" }));
    expect(await screen.findByText("Could not copy: Select the secret and copy it yourself.")).toBeTruthy();
    expect(toasts().querySelector("p")?.dataset.variant).toBe("destructive");
  });
});
