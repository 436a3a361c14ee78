import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import { renderWithQuery } from "../../test/render-with-query";
import { CredentialCreated, CredentialLastUsed, RevocableCredential } from "./revocable-credential";

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

const renderRow = (revoke: () => Promise<unknown>) =>
  renderWithQuery(
    <ul>
      <RevocableCredential
        name="Okta"
        confirmDescription="Its next request is refused."
        confirmLabel="Revoke token"
        revokedTitle="Token revoked"
        notRevokedTitle="Token not revoked"
        pending={false}
        revoke={revoke}
      >
        <CredentialCreated at="2026-01-01T09:00:00.000Z" by="Ada" />
        <p>
          <CredentialLastUsed at={null} />
        </p>
      </RevocableCredential>
    </ul>,
  );

describe("RevocableCredential", () => {
  it("shows the details and revokes after asking, then says it no longer works", async () => {
    const revoke = vi.fn(async () => undefined);
    renderRow(revoke);
    const row = screen.getByRole("listitem");
    expect(row.textContent).toContain("by Ada");
    expect(row.textContent).toContain("Not used yet");
    fireEvent.click(within(row).getByRole("button", { name: "Revoke Okta" }));
    const dialog = await screen.findByRole("dialog", { name: 'Revoke "Okta"?' });
    expect(dialog.textContent).toContain("Its next request is refused.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke token" }));
    expect(await screen.findByText('Token revoked: "Okta" no longer works.')).toBeTruthy();
    expect(revoke).toHaveBeenCalledOnce();
  });

  it("says why when revoking fails", async () => {
    renderRow(async () => {
      throw new Error("Network down");
    });
    fireEvent.click(screen.getByRole("button", { name: "Revoke Okta" }));
    const dialog = await screen.findByRole("dialog", { name: 'Revoke "Okta"?' });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke token" }));
    expect(await screen.findByText(/^Token not revoked: /)).toBeTruthy();
  });
});

describe("CredentialLastUsed", () => {
  it("says when it was last used", () => {
    renderWithQuery(
      <p data-testid="used">
        <CredentialLastUsed at="2026-02-03T10:00:00.000Z" />
      </p>,
    );
    expect(screen.getByTestId("used").textContent).toMatch(/^Last used /);
  });
});
