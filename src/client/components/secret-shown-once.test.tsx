import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SecretShownOnce } from "./secret-shown-once";

afterEach(cleanup);

function Harness({ initial }: { initial: { token: string } | null }) {
  const [created, setCreated] = useState(initial);
  return (
    <SecretShownOnce
      secret={created}
      onClose={() => setCreated(null)}
      title="Your new token"
      description="It is shown only once."
    >
      {(secret) => <p>Secret: {secret.token}</p>}
    </SecretShownOnce>
  );
}

describe("SecretShownOnce", () => {
  it("is closed while there is no secret", () => {
    render(<Harness initial={null} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the secret in a dialog named by its title until Done", async () => {
    render(<Harness initial={{ token: "tok_1" }} />);
    const dialog = screen.getByRole("dialog", { name: "Your new token" });
    expect(dialog.textContent).toContain("It is shown only once.");
    expect(dialog.textContent).toContain("Secret: tok_1");
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
