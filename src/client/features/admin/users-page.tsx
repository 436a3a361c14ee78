import { Ban, LogOut, Search, ShieldCheck, UserCheck, Users } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { QueryStates } from "@/components/query-state";
import { RecordTable } from "@/components/record-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { useAuth } from "@/lib/use-auth";
import { ROLES, type Role } from "../../../contracts/auth";
import { type AdminUser, PAGE_SIZE, useAdminUsers, useUserAction } from "./api/admin-users";

const ROLE_LABELS: Record<Role, string> = { learner: "Learner", admin: "Admin" };
const joined = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** Admins list users, change a role, and ban or unban (issue 14). */
export default function UsersPage() {
  const auth = useAuth();
  const selfId = auth.status === "signed-in" ? auth.user.id : "";
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const users = useAdminUsers(search, page);
  const action = useUserAction();

  const run = (input: Parameters<typeof action.mutate>[0], done: string) =>
    action.mutate(input, {
      onSuccess: () => toast({ title: done }),
      onError: (error) =>
        toast({ title: "Could not update the user", description: errorMessage(error), variant: "destructive" }),
    });

  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="py-6">
      <PageHeader
        title="Users"
        description="Everyone with an account: change a role, sign them out everywhere, or ban and unban."
      />
      <form
        className="mt-5 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setPage(0);
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="user-search">Search by name or e-mail</Label>
          <Input
            id="user-search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="w-72 max-w-full"
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      <div className="mt-5">
        <QueryStates
          query={users}
          loadingLabel="Loading users"
          error={{ title: "Users could not be loaded", description: errorMessage(users.error) }}
          isEmpty={(data) => data.users.length === 0}
          empty={{
            icon: Users,
            title: "No users found",
            description: search ? `Nobody matches "${search}".` : undefined,
          }}
        >
          {(data) => (
            <>
              <RecordTable
                label="Users"
                caption="Users, newest first"
                className="min-w-[48rem]"
                columns={["Name", "E-mail", "Joined", "Role", "Status"]}
                actionsColumn
              >
                {data.users.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    isSelf={user.id === selfId}
                    busy={action.isPending}
                    onAction={run}
                  />
                ))}
              </RecordTable>
              <div className="mt-3 flex items-center justify-between text-sm text-body">
                <span>
                  {data.total} {data.total === 1 ? "user" : "users"} · page {page + 1} of {pages}
                </span>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                    Previous
                  </Button>
                  <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                    Next
                  </Button>
                </div>
              </div>
            </>
          )}
        </QueryStates>
      </div>
    </div>
  );
}

function UserRow({
  user,
  isSelf,
  busy,
  onAction,
}: {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
  onAction: (input: Parameters<ReturnType<typeof useUserAction>["mutate"]>[0], done: string) => void;
}) {
  const role = (user.role ?? "learner") as Role;
  const selectId = `role-${user.id}`;
  return (
    <TableRow>
      <TableHead scope="row" className="text-foreground">
        {user.name}
        {isSelf && <span className="ml-1 text-xs text-muted-foreground">(you)</span>}
      </TableHead>
      <TableCell>{user.email}</TableCell>
      <TableCell className="whitespace-nowrap">{joined(user.createdAt)}</TableCell>
      <TableCell>
        <label htmlFor={selectId} className="sr-only">
          Role of {user.name}
        </label>
        <NativeSelect
          id={selectId}
          className="h-9 w-36"
          value={role}
          disabled={busy || isSelf}
          onChange={(e) =>
            onAction(
              { kind: "set-role", userId: user.id, role: e.target.value as Role },
              `${user.name} is now ${ROLE_LABELS[e.target.value as Role]}`,
            )
          }
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </TableCell>
      <TableCell>
        {user.banned ? <Badge variant="destructive">Banned</Badge> : <Badge variant="secondary">Active</Badge>}
      </TableCell>
      <TableCell className="text-right">
        <div className="flex flex-wrap justify-end gap-2">
          {/* Issue 21: every device of theirs signed out at once (Better Auth's revoke-user-sessions). */}
          <Button
            size="sm"
            variant="outline"
            disabled={busy || isSelf}
            aria-label={`Sign out ${user.name} everywhere`}
            onClick={() => {
              if (window.confirm(`Sign ${user.name} out on every device? They can sign in again at once.`)) {
                onAction({ kind: "revoke-user-sessions", userId: user.id }, `${user.name} is signed out everywhere`);
              }
            }}
          >
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
          {user.banned ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onAction({ kind: "unban-user", userId: user.id }, `${user.name} can sign in again`)}
            >
              <UserCheck aria-hidden="true" />
              Unban
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={busy || isSelf}
              onClick={() => {
                if (
                  window.confirm(`Ban ${user.name}? They are signed out at once and cannot sign in until unbanned.`)
                ) {
                  onAction(
                    { kind: "ban-user", userId: user.id, banReason: "Banned by an administrator" },
                    `${user.name} is banned`,
                  );
                }
              }}
            >
              {isSelf ? <ShieldCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
              Ban
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
