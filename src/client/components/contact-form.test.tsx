import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithQuery, resetAfterEachTest, stubFetch } from "../../test/render-with-query";
import { ContactForm } from "./contact-form";

resetAfterEachTest();

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
const toasts = () => screen.getByRole("status", { name: "Toasts" });

function fillMessage() {
  fill("Name", "Jo Bloggs");
  fill("Email", "jo@example.com");
  fill("Company (optional)", "Acme CIC");
  fill("Message", "We'd like to talk about B-Corp readiness.");
}

describe("ContactForm", () => {
  it("is named by its heading and marks the optional field", () => {
    renderWithQuery(<ContactForm title="Send us a message" />);
    expect(screen.getByRole("form", { name: "Send us a message" })).toBeTruthy();
    expect(field("Message").getAttribute("rows")).toBe("4");
    expect(field("Email").getAttribute("type")).toBe("email");
    expect(field("Name").required).toBe(true);
    expect(field("Company (optional)").required).toBe(false);
  });

  it("names the missing fields without sending anything", async () => {
    const fetchMock = stubFetch();
    renderWithQuery(<ContactForm title="Send us a message" />);
    fill("Email", "not-an-email");
    send();

    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(3));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Name is required",
      "Enter a valid email address",
      "Message is required",
    ]);
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(field("Company (optional)").hasAttribute("aria-invalid")).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the message, confirms it and clears the fields", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 1 }));
    const onSent = vi.fn();
    renderWithQuery(<ContactForm title="Send us a message" onSent={onSent} />);
    fillMessage();
    send();

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Jo Bloggs",
      email: "jo@example.com",
      company: "Acme CIC",
      message: "We'd like to talk about B-Corp readiness.",
    });
    // spec 1 §8
    expect(toasts().textContent).toBe("Message sent successfully: We'll get back to you within 24 hours.");
    for (const name of ["Name", "Email", "Company (optional)", "Message"]) expect(field(name).value).toBe("");
  });

  it("shows the server's field messages under their fields and keeps what was typed", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        message: "Invalid request",
        issues: [{ path: "email", message: "This address cannot receive mail" }],
      }),
    );
    renderWithQuery(<ContactForm />);
    fillMessage();
    send();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This address cannot receive mail");
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(field("Email").getAttribute("aria-describedby")).toBe(alert.id);
    expect(toasts().textContent).toBe("Message not sent: Invalid request");
    expect(field("Name").value).toBe("Jo Bloggs");
    expect(field("Message").value).toBe("We'd like to talk about B-Corp readiness.");
  });

  it("starts from the values it is given, and returns to them after sending", async () => {
    stubFetch(() => jsonResponse(201, { id: 2 }));
    renderWithQuery(<ContactForm defaultValues={{ name: "Sam Patel", email: "sam@example.com" }} />);
    expect(field("Name").value).toBe("Sam Patel");
    expect(field("Email").value).toBe("sam@example.com");
    expect(screen.queryByRole("heading")).toBeNull();

    fill("Message", "How do I change my plan?");
    send();
    await waitFor(() => expect(toasts().textContent).toContain("Message sent successfully"));
    expect(field("Name").value).toBe("Sam Patel");
    expect(field("Message").value).toBe("");
  });

  it("reads Sending... and cannot be sent twice while the message is on its way", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithQuery(<ContactForm />);
    fillMessage();
    send();

    const sending = (await screen.findByRole("button", { name: "Sending..." })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    fireEvent.click(sending);
    await act(async () => answer(jsonResponse(201, { id: 3 })));
    await screen.findByRole("button", { name: "Send Message" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
