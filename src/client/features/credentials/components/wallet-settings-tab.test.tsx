import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import type { Wallet } from "../../../../contracts/credentials";
import { jsonResponse, renderWithQuery, stubFetch } from "../../../../test/render-with-query";
import { PROFILE_SAVE_DELAY_MS, WalletSettingsTab } from "./wallet-settings-tab";

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const WALLET: Wallet = {
  totalCertificates: 1,
  totalCpdHours: 3,
  activeCredentials: 1,
  isPublic: false,
  linkedInProfile: "",
  walletUrl: "http://localhost/portfolio/abc123",
};

describe("WalletSettingsTab", () => {
  it("saves the profile once typing pauses, not on every keystroke", async () => {
    vi.useFakeTimers();
    const profile = "https://www.linkedin.com/in/amara-okafor";
    const fetchMock = stubFetch(() => jsonResponse(200, { ...WALLET, linkedInProfile: profile }));
    renderWithQuery(<WalletSettingsTab wallet={WALLET} />);
    const field = screen.getByLabelText("LinkedIn profile");
    for (let i = 1; i <= profile.length; i += 8) {
      fireEvent.change(field, { target: { value: profile.slice(0, i) } });
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
    }
    fireEvent.change(field, { target: { value: profile } });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(PROFILE_SAVE_DELAY_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/credentials/wallet");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({ linkedInProfile: profile });
  });

  it("says what is wrong with an address that is not a LinkedIn profile and sends nothing", async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch();
    renderWithQuery(<WalletSettingsTab wallet={WALLET} />);
    fireEvent.change(screen.getByLabelText("LinkedIn profile"), { target: { value: "https://example.com/me" } });
    await act(async () => {
      vi.advanceTimersByTime(PROFILE_SAVE_DELAY_MS * 2);
    });
    expect(screen.getByRole("alert").textContent).toContain("Enter a LinkedIn profile address");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the public portfolio address only while the wallet is public", () => {
    renderWithQuery(<WalletSettingsTab wallet={WALLET} />);
    expect(screen.queryByRole("textbox", { name: "Public portfolio address" })).toBeNull();
    cleanup();
    renderWithQuery(<WalletSettingsTab wallet={{ ...WALLET, isPublic: true }} />);
    expect((screen.getByRole("textbox", { name: "Public portfolio address" }) as HTMLInputElement).value).toBe(
      WALLET.walletUrl,
    );
    expect(screen.getByRole("switch", { name: "Public Portfolio" }).getAttribute("aria-checked")).toBe("true");
  });
});
