import type { UseQueryResult } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryStates } from "./query-state";

afterEach(cleanup);

const refetch = vi.fn();
const asQuery = (state: Partial<UseQueryResult<string[]>>) => ({ refetch, ...state }) as UseQueryResult<string[]>;

function Enquiries({ query }: { query: UseQueryResult<string[]> }) {
  return (
    <QueryStates
      query={query}
      loadingLabel="Loading enquiries"
      skeletons={3}
      error={{ title: "Enquiries could not be loaded: offline", description: null, retryLabel: "Try again" }}
      isEmpty={(data) => data.length === 0}
      empty={{ title: "No enquiries yet" }}
    >
      {(data) => (
        <ul>
          {data.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

describe("QueryStates", () => {
  it("names its skeleton while the query loads", () => {
    render(<Enquiries query={asQuery({ isPending: true })} />);
    const loading = screen.getByRole("status", { name: "Loading enquiries" });
    expect(loading.children).toHaveLength(3);
  });

  it("shows the error with its own retry label, and retrying refetches", () => {
    render(<Enquiries query={asQuery({ isPending: false, isError: true })} />);
    expect(screen.getByRole("alert").textContent).toBe("Enquiries could not be loaded: offlineTry again");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows the empty state when the data is empty, and the children otherwise", () => {
    const { rerender } = render(<Enquiries query={asQuery({ isPending: false, isError: false, data: [] })} />);
    expect(screen.getByText("No enquiries yet")).toBeTruthy();
    rerender(<Enquiries query={asQuery({ isPending: false, isError: false, data: ["Acme Ltd"] })} />);
    expect(screen.getByRole("listitem").textContent).toBe("Acme Ltd");
    expect(screen.queryByText("No enquiries yet")).toBeNull();
  });
});
