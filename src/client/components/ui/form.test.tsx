import { zodResolver } from "@hookform/resolvers/zod";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import {
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form";
import { Input } from "./input";

afterEach(cleanup);

const schema = z.object({
  email: z.email("Enter a valid email address"),
  company: z.string(),
});
type Values = z.infer<typeof schema>;

let setServerError: ((message: string) => void) | undefined;

/** A form of `form`'s fields with the submit button the tests press. */
function TestForm<T extends FieldValues>({
  form,
  onValid,
  label,
  children,
}: {
  form: UseFormReturn<T>;
  onValid: SubmitHandler<T>;
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label={label}>
        {children}
        <button type="submit">Send Message</button>
      </form>
    </Form>
  );
}

/** A field's item as these tests build it: its label, a text input, a description if given, its message. */
function TextItem<T extends FieldValues, N extends FieldPath<T>>({
  field,
  label,
  mark,
  type,
  description,
  controlId,
}: {
  field: ControllerRenderProps<T, N>;
  label: string;
  mark?: "required" | "optional";
  type?: string;
  description?: string;
  controlId?: string;
}) {
  return (
    <FormItem controlId={controlId}>
      <FormLabel mark={mark}>{label}</FormLabel>
      <FormControl>
        <Input type={type} {...field} />
      </FormControl>
      {description && <FormDescription>{description}</FormDescription>}
      <FormMessage />
    </FormItem>
  );
}

function EmailForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: "", company: "" } });
  setServerError = (message) => form.setError("company", { message });
  return (
    <TestForm form={form} onValid={onValid} label="Contact">
      <FormField
        control={form.control}
        name="email"
        render={({ field }) => (
          <TextItem field={field} label="Email" mark="required" type="email" description="We reply to this address." />
        )}
      />
      <FormField
        control={form.control}
        name="company"
        render={({ field }) => <TextItem field={field} label="Company" mark="optional" />}
      />
    </TestForm>
  );
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

describe("Form", () => {
  it("names each control by its label: the required star is hidden, (optional) is read", () => {
    render(<EmailForm onValid={vi.fn()} />);
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email.dataset.slot).toBe("form-control");
    expect(screen.getByRole("textbox", { name: "Company (optional)" })).toBeTruthy();
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  });

  it("describes a control by its description, and only then", async () => {
    render(<EmailForm onValid={vi.fn()} />);
    const email = screen.getByRole("textbox", { name: "Email" });
    const description = screen.getByText("We reply to this address.");
    await waitFor(() => expect(email.getAttribute("aria-describedby")).toBe(description.id));
    expect(screen.getByRole("textbox", { name: "Company (optional)" }).hasAttribute("aria-describedby")).toBe(false);
    expect(email.hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows the schema's message under an invalid field, announced and tied to it, and does not submit", async () => {
    const onValid = vi.fn();
    render(<EmailForm onValid={onValid} />);
    const email = screen.getByRole("textbox", { name: "Email" });
    fireEvent.change(email, { target: { value: "not-an-email" } });
    submit();
    const message = await screen.findByRole("alert");
    expect(message.textContent).toBe("Enter a valid email address");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(screen.getByText("Email").closest("label")?.dataset.error).toBe("true");
    expect(onValid).not.toHaveBeenCalled();
  });

  it("clears the message once the value is valid and submits the values", async () => {
    const onValid = vi.fn();
    render(<EmailForm onValid={onValid} />);
    const email = screen.getByRole("textbox", { name: "Email" });
    submit();
    await screen.findByRole("alert");
    fireEvent.change(email, { target: { value: "jo@example.com" } });
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ email: "jo@example.com", company: "" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(email.hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows a message set from the server's answer under its field", async () => {
    render(<EmailForm onValid={vi.fn()} />);
    act(() => setServerError?.("Company name is too long"));
    const message = await screen.findByRole("alert");
    expect(message.textContent).toBe("Company name is too long");
    expect(screen.getByRole("textbox", { name: "Company (optional)" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("gives the control the id its item names, and ties the label and message to it", async () => {
    function MarkdownForm() {
      const form = useForm<{ markdown: string }>({ defaultValues: { markdown: "" } });
      return (
        <TestForm form={form} onValid={vi.fn()}>
          <FormField
            control={form.control}
            name="markdown"
            rules={{ required: "Module body is required" }}
            render={({ field }) => <TextItem field={field} label="Module body" controlId="draft-markdown" />}
          />
        </TestForm>
      );
    }
    render(<MarkdownForm />);
    const body = screen.getByRole("textbox", { name: "Module body" });
    expect(body.id).toBe("draft-markdown");
    submit();
    const message = await screen.findByRole("alert");
    expect(message.id).toBe("draft-markdown-error");
    expect(body.getAttribute("aria-describedby")).toBe("draft-markdown-error");
  });

  it("refuses a part used outside a field", () => {
    expect(() => render(<FormMessage />)).toThrow(/inside <FormField> and <FormItem>/);
  });
});
