import { Download, Send, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/api-request";
import { parseCsvFile } from "@/lib/parse-csv-file";
import {
  checkInvitationFile,
  INVITATION_CSV_TEMPLATE,
  type InvitationDraft,
  invitationsFromCsv,
  invitationsFromText,
  type RefusedInvitationRow,
  refusedFileRows,
} from "../../../../domain/invitation-csv";
import type { OrganizationRole } from "../../../../domain/organization-roles";
import { useCreateInvitations } from "../api/create-invitations";
import { InvitationBatchProgress } from "./invitation-batch-progress";
import { InvitationRefusals } from "./invitation-refusals";
import { grantableRoles } from "./invite-one-form";
import { ROLE_LABELS } from "./org-switcher";

/** A list ready to send: the invitations, the file row of each, and the rows refused on reading. */
interface ReadyList {
  source: string;
  invitations: InvitationDraft[];
  rowNumbers: number[];
  refused: RefusedInvitationRow[];
  ignoredColumns: string[];
}

type Outcome =
  | { kind: "answered"; invited: number; refused: RefusedInvitationRow[] }
  | { kind: "batch"; batchId: string; rowNumbers: number[]; refused: RefusedInvitationRow[] };

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([INVITATION_CSV_TEMPLATE], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "invitations-template.csv";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

const people = (n: number) => (n === 1 ? "1 person" : `${n.toLocaleString("en-GB")} people`);

/**
 * Invite many (issue 20 item 3): addresses pasted into a box, or a CSV file (email, first name, last
 * name, department, role, manager email) read in the browser. Up to 50 are answered at once; a longer
 * list shows the server's progress. Refused rows are listed by their row number.
 */
export function InviteMany({ organizationId, inviterRole }: { organizationId: string; inviterRole: OrganizationRole }) {
  const pasteId = useId();
  const roleId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateInvitations(organizationId);
  const [pasted, setPasted] = useState("");
  const [role, setRole] = useState<OrganizationRole>("member");
  const [ready, setReady] = useState<ReadyList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const start = () => {
    setProblem(null);
    setOutcome(null);
  };
  const switchTab = () => {
    start();
    setReady(null);
  };

  const readPasted = () => {
    start();
    const result = invitationsFromText(pasted);
    if (!result.ok) {
      setReady(null);
      setProblem(result.message);
      return;
    }
    setReady({
      source: "the pasted addresses",
      ...result,
      invitations: result.invitations.map((i) => ({ ...i, role })),
    });
  };

  const readFile = async (file: File) => {
    start();
    setReady(null);
    const refusal = checkInvitationFile(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setReading(true);
    try {
      const result = invitationsFromCsv(await parseCsvFile(file));
      if (!result.ok) setProblem(result.message);
      else setReady({ source: file.name, ...result });
    } catch {
      setProblem(`"${file.name}" could not be read as CSV.`);
    } finally {
      setReading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const send = async () => {
    if (!ready) return;
    setProblem(null);
    if (ready.invitations.length === 0) {
      setOutcome({ kind: "answered", invited: 0, refused: ready.refused });
      setReady(null);
      return;
    }
    try {
      const answer = await create.mutateAsync(ready.invitations);
      if ("batchId" in answer)
        setOutcome({ kind: "batch", batchId: answer.batchId, rowNumbers: ready.rowNumbers, refused: ready.refused });
      else
        setOutcome({
          kind: "answered",
          invited: answer.results.filter((r) => r.status === "invited").length,
          refused: refusedFileRows(
            ready.refused,
            answer.results.filter((r) => r.status === "refused"),
            ready.rowNumbers,
          ),
        });
      setReady(null);
      setPasted("");
    } catch (error) {
      setProblem(errorMessage(error, "The invitations were not sent. Please try again."));
    }
  };

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
            member when empty, and a department must be one of your organisation's.
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
        {ready && (
          <div className="grid gap-3 rounded-lg border bg-surface p-3 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <Upload className="size-4" aria-hidden="true" />
              {people(ready.invitations.length)} to invite from {ready.source}
              {ready.refused.length > 0 &&
                `; ${ready.refused.length === 1 ? "1 row" : `${ready.refused.length.toLocaleString("en-GB")} rows`} left out`}
              .
            </p>
            {ready.ignoredColumns.length > 0 && <p>Columns not read: {ready.ignoredColumns.join(", ")}.</p>}
            <InvitationRefusals rows={ready.refused} label="Rows left out of the file" />
            <Button onClick={send} disabled={create.isPending} className="justify-self-start">
              <Send aria-hidden="true" />
              {create.isPending
                ? "Sending..."
                : ready.invitations.length === 0
                  ? "Nothing to send"
                  : `Send ${ready.invitations.length === 1 ? "1 invitation" : `${ready.invitations.length.toLocaleString("en-GB")} invitations`}`}
            </Button>
          </div>
        )}
        {outcome?.kind === "answered" && (
          <div className="grid gap-3">
            <p>{people(outcome.invited)} invited.</p>
            <InvitationRefusals rows={outcome.refused} />
          </div>
        )}
      </div>
      {outcome?.kind === "batch" && (
        <InvitationBatchProgress
          organizationId={organizationId}
          batchId={outcome.batchId}
          rowNumbers={outcome.rowNumbers}
          localRefusals={outcome.refused}
        />
      )}
    </div>
  );
}
