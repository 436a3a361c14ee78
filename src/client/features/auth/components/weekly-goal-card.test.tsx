import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userStatsQueryKey } from "@/components/api/get-user-stats";
import { jsonResponse, renderWithQuery, resetAfterEachTest, stubFetch } from "../../../../test/render-with-query";
import { WeeklyGoalCard } from "./weekly-goal-card";

resetAfterEachTest();

const MESSAGE = "Weekly goal must be a whole number of modules from 1 to 20";

describe("WeeklyGoalCard (issue 26: one weekly goal per person, set on /profile)", () => {
  it("shows the saved goal, saves a new one with a toast and refreshes the stats every screen reads", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, { weeklyGoal: 4 }),
      () => jsonResponse(200, { weeklyGoal: 6 }),
    );
    const { client } = renderWithQuery(<WeeklyGoalCard />);
    client.setQueryData(userStatsQueryKey(), { weeklyGoal: 4 });
    const field = (await screen.findByLabelText(/Modules a week/)) as HTMLInputElement;
    expect(field.value).toBe("4");

    fireEvent.change(field, { target: { value: "6" } });
    fireEvent.click(screen.getByRole("button", { name: "Save weekly goal" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Toasts").textContent).toContain(
        "Weekly goal saved: Your goal is 6 modules a week.",
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe("/api/user/weekly-goal");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ weeklyGoal: 6 });
    expect(client.getQueryState(userStatsQueryKey())?.isInvalidated).toBe(true);
  });

  it.each([
    ["0", "0"],
    ["21", "21"],
    ["2.5", "2.5"],
    ["nothing", ""],
  ])("explains what is wrong with %s and sends nothing", async (_label, value) => {
    const fetchMock = stubFetch(() => jsonResponse(200, { weeklyGoal: 4 }));
    renderWithQuery(<WeeklyGoalCard />);
    const field = await screen.findByLabelText(/Modules a week/);
    fireEvent.change(field, { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Save weekly goal" }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field message when it refuses the goal", async () => {
    stubFetch(
      () => jsonResponse(200, { weeklyGoal: 4 }),
      () => jsonResponse(400, { message: MESSAGE, issues: [{ path: "weeklyGoal", message: MESSAGE }] }),
    );
    renderWithQuery(<WeeklyGoalCard />);
    const field = await screen.findByLabelText(/Modules a week/);
    fireEvent.change(field, { target: { value: "7" } });
    fireEvent.click(screen.getByRole("button", { name: "Save weekly goal" }));
    await waitFor(() => expect(screen.getByLabelText("Toasts").textContent).toContain(`Error: ${MESSAGE}`));
    // The field carries the server's message too, not only the toast.
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });
});
