import { Download, Send, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/api-request";
import { parseCsvFile } from "@/lib/parse-csv-file";
import type { InvitationsPreview } from "../../../../contracts/organizations";
import {
  checkInvitationFile,
  departmentsNamed,
  INVITATION_CSV_TEMPLATE,
  type InvitationDraft,
  invitationsFromCsv,
  invitationsFromText,
  type RefusedInvitationRow,
  refusedFileRows,
} from "../../../../domain/invitation-csv";
import type { OrganizationRole } from "../../../../domain/organization-roles";
import { useCreateInvitations } from "../api/create-invitations";
import { usePreviewInvitations } from "../api/preview-invitations";
import { InvitationBatchProgress } from "./invitation-batch-progress";
import { InvitationRefusals } from "./invitation-refusals";
import { type InvitationListRow, InvitationRowsList } from "./invitation-rows-list";
import { grantableRoles } from "./invite-one-form";
import { ROLE_LABELS } from "./org-switcher";

/** A list read from the file or the box: every row, the file row of each, and the columns not read. */
interface ReadList {
  source: string;
  invitations: InvitationDraft[];
  rowNumbers: number[];
  ignoredColumns: string[];
}

type Outcome =
  | { kind: "answered"; invited: number; rows: InvitationListRow[]; refused: RefusedInvitationRow[] }
  | { kind: "batch"; batchId: string; rowNumbers: number[] };

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([INVITATION_CSV_TEMPLATE], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "invitations-template.csv";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

const people = (n: number) => (n === 1 ? "1 person" : `${n.toLocaleString("en-GB")} people`);
const rowsOf = (n: number) => (n === 1 ? "1 row" : `${n.toLocaleString("en-GB")} rows`);
/** A repeat's reason names the file's row of the first one, not its place in the list sent. */
const reasonInFile = (r: { outcome: string; reason?: string; duplicateOf?: number }, rowNumbers: readonly number[]) =>
  r.outcome === "duplicate" && r.duplicateOf !== undefined
    ? `Appears more than once in the list (first at row ${rowNumbers[r.duplicateOf - 1] ?? r.duplicateOf})`
    : r.reason;
const fullName = (first?: string | null, last?: string | null) => [first, last].filter(Boolean).join(" ") || null;

/**
 * Invite many (issue 20 item 3): addresses pasted into a box, or a CSV file (email, first name, last
 * name, department, role, manager email) read in the browser. The server's preview, the send's dry
 * run, says what will happen to every row and which departments the file names that the
 * organisation lacks (each offered for creation); sending the same list then answers row for row
 * (issue 45). Up to 50 are answered at once; a longer list shows the server's progress.
 */
export function InviteMany({ organizationId, inviterRole }: { organizationId: string; inviterRole: OrganizationRole }) {
  const pasteId = useId();
  const roleId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateInvitations(organizationId);
  const check = usePreviewInvitations(organizationId);
  const [pasted, setPasted] = useState("");
  const [role, setRole] = useState<OrganizationRole>("member");
  const [list, setList] = useState<ReadList | null>(null);
  const [agreed, setAgreed] = useState<string[]>([]);
  const [preview, setPreview] = useState<InvitationsPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const start = () => {
    setProblem(null);
    setOutcome(null);
  };
  const clear = () => {
    setList(null);
    setPreview(null);
  };
  const switchTab = () => {
    start();
    clear();
  };

  /** Asks the server what sending the list would do, with these new departments agreed. */
  const runPreview = async (read: ReadList, createDepartments: string[]) => {
    try {
      setPreview(await check.mutateAsync({ invitations: read.invitations, createDepartments }));
    } catch (error) {
      setPreview(null);
      setProblem(errorMessage(error, "The list could not be checked. Please try again."));
    }
  };

  const takeList = (read: ReadList) => {
    // Every department the file names is offered for creation; the preview says which are new.
    const named = departmentsNamed(read.invitations);
    setList(read);
    setAgreed(named);
    void runPreview(read, named);
  };

  const readPasted = () => {
    start();
    clear();
    const result = invitationsFromText(pasted);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    takeList({
      source: "the pasted addresses",
      ...result,
      invitations: result.invitations.map((i) => ({ ...i, role })),
    });
  };

  const readFile = async (file: File) => {
    start();
    clear();
    const refusal = checkInvitationFile(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setReading(true);
    try {
      const result = invitationsFromCsv(await parseCsvFile(file));
      if (!result.ok) setProblem(result.message);
      else takeList({ source: file.name, ...result });
    } catch {
      setProblem(`"${file.name}" could not be read as CSV.`);
    } finally {
      setReading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const toggleDepartment = (name: string, create: boolean) => {
    if (!list) return;
    const next = create ? [...agreed, name] : agreed.filter((n) => n.toLowerCase() !== name.toLowerCase());
    setAgreed(next);
    void runPreview(list, next);
  };

  const send = async () => {
    if (!list || !preview) return;
    setProblem(null);
    try {
      const answer = await create.mutateAsync({ invitations: list.invitations, createDepartments: agreed });
      if ("batchId" in answer) setOutcome({ kind: "batch", batchId: answer.batchId, rowNumbers: list.rowNumbers });
      else {
        const previewRow = new Map(preview.rows.map((r) => [r.row, r]));
        setOutcome({
          kind: "answered",
          invited: answer.results.filter((r) => r.status === "invited").length,
          rows: answer.results.map((r) => {
            const before = previewRow.get(r.row);
            return {
              fileRow: list.rowNumbers[r.row - 1] ?? r.row,
              email: r.email,
              name: fullName(before?.firstName, before?.lastName),
              department: before?.department ?? null,
              newDepartment: before?.newDepartment ?? false,
              outcome: r.outcome,
              reason: reasonInFile(r, list.rowNumbers),
            };
          }),
          refused: refusedFileRows(
            answer.results.flatMap((r) =>
              r.status === "refused" ? [{ ...r, reason: reasonInFile(r, list.rowNumbers) }] : [],
            ),
            list.rowNumbers,
          ),
        });
      }
      clear();
      setPasted("");
    } catch (error) {
      setProblem(errorMessage(error, "The invitations were not sent. Please try again."));
    }
  };

  const previewRows: InvitationListRow[] =
    list && preview
      ? preview.rows.map((r) => ({
          fileRow: list.rowNumbers[r.row - 1] ?? r.row,
          email: r.email,
          name: fullName(r.firstName, r.lastName),
          department: r.department,
          newDepartment: r.newDepartment,
          outcome: r.outcome,
          reason: reasonInFile(r, list.rowNumbers),
        }))
      : [];
  const leftOut = preview ? preview.rows.length - preview.invite : 0;

  return (
    <div className="grid gap-4">
      <Tabs defaultValue="paste" onValueChange={switchTab}>
        <TabsList className="grid w-full grid-cols-2 sm:w-auto">
          <TabsTrigger value="paste">Paste addresses</TabsTrigger>
          <TabsTrigger value="csv">Upload a CSV file</TabsTrigger>
        </TabsList>
        <TabsContent value="paste" className="grid gap-3 pt-3">
          <div className="grid gap-1.5">
            <Label htmlFor={pasteId}>E-mail addresses</Label>
            <Textarea
              id={pasteId}
              rows={5}
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
              placeholder={"ada@example.com\ngrace@example.com"}
            />
            <p className="text-xs text-muted-foreground">One per line, or separated by commas or semicolons.</p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={roleId}>Role for everyone</Label>
              <NativeSelect
                id={roleId}
                value={role}
                onChange={(e) => setRole(e.target.value as OrganizationRole)}
                className="w-auto"
              >
                {grantableRoles(inviterRole).map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button variant="outline" onClick={readPasted} disabled={pasted.trim() === ""}>
              Check the addresses
            </Button>
          </div>
        </TabsContent>
        <TabsContent value="csv" className="grid gap-3 pt-3">
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor={fileId}>CSV file (up to 5 MB)</Label>
              <input
                ref={fileInput}
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                disabled={reading}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void readFile(file);
                }}
                className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-muted"
              />
            </div>
            <Button variant="outline" onClick={downloadTemplate}>
              <Download aria-hidden="true" />
              Download template
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            Columns: email, first name, last name, department, role, manager email. Only email is required; the role is
            member when empty. Departments are matched to your organisation's, and you choose whether to create the new
            ones before anything is sent.
          </p>
        </TabsContent>
      </Tabs>

      <div role="status" aria-live="polite" className="grid gap-3">
        {reading && <p className="text-sm">Reading the file...</p>}
        {problem && (
          <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
            {problem}
          </p>
        )}
        {list && !preview && check.isPending && <p className="text-sm">Checking the list...</p>}
        {list && preview && (
          <section
            aria-label="Preview of the invitations"
            className="grid gap-3 rounded-lg border bg-surface p-3 text-sm"
          >
            <p className="flex items-center gap-2 font-medium">
              <Upload className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {people(preview.invite)} to invite from {list.source}
                {leftOut > 0 && `; ${rowsOf(leftOut)} left out`}.
              </span>
            </p>
            {list.ignoredColumns.length > 0 && <p>Columns not read: {list.ignoredColumns.join(", ")}.</p>}
            {preview.overSeats > 0 && (
              <p
                role="alert"
                className="rounded-md border border-warning-border-subtle bg-warning-surface p-3 text-warning-foreground"
              >
                {preview.seats.free === 0
                  ? "Your organisation has no free seats"
                  : `Your organisation has ${preview.seats.free === 1 ? "1 free seat" : `${preview.seats.free?.toLocaleString("en-GB")} free seats`}`}
                : {rowsOf(preview.overSeats)} of this list will not be invited. Buy more seats on the billing page, or
                send fewer people.
              </p>
            )}
            {preview.newDepartments.length > 0 && (
              <fieldset className="grid gap-2">
                <legend className="mb-1 font-medium">Departments your organisation does not have yet</legend>
                {preview.newDepartments.map((d) => (
                  <Checkbox
                    key={d.name}
                    checked={agreed.some((n) => n.toLowerCase() === d.name.toLowerCase())}
                    disabled={check.isPending}
                    onChange={(e) => toggleDepartment(d.name, e.target.checked)}
                    label={
                      <>
                        Create department {d.name} ({people(d.rows)})
                      </>
                    }
                  />
                ))}
              </fieldset>
            )}
            <InvitationRowsList rows={previewRows} mode="preview" label="What will happen to each row" />
            <Button
              onClick={send}
              disabled={create.isPending || check.isPending || preview.invite === 0}
              className="justify-self-start"
            >
              <Send aria-hidden="true" />
              {create.isPending
                ? "Sending..."
                : preview.invite === 0
                  ? "Nothing to send"
                  : `Send ${preview.invite === 1 ? "1 invitation" : `${preview.invite.toLocaleString("en-GB")} invitations`}`}
            </Button>
          </section>
        )}
        {outcome?.kind === "answered" && (
          <section aria-label="Result of sending the list" className="grid gap-3 text-sm">
            <p className="font-medium">{people(outcome.invited)} invited.</p>
            <InvitationRowsList rows={outcome.rows} mode="result" label="What happened to each row" />
            <InvitationRefusals rows={outcome.refused} />
          </section>
        )}
      </div>
      {outcome?.kind === "batch" && (
        <InvitationBatchProgress
          organizationId={organizationId}
          batchId={outcome.batchId}
          rowNumbers={outcome.rowNumbers}
        />
      )}
    </div>
  );
}
