import { Bell } from "lucide-react";
import { useState } from "react";
import { EmptyState, QueryError } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamNotifications } from "../api/get-team-notifications";
import { formatDateTime } from "../format";

/** spec 3 §2 Notifications: what happened in the team that concerns the learner (read on opening). */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const notifications = useTeamNotifications({ enabled: open });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Bell aria-hidden="true" />
        Notifications
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) void notifications.refetch();
        }}
      >
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Team notifications</DialogTitle>
            <DialogDescription>
              New study groups, events, challenges, comments and mentoring messages.
            </DialogDescription>
          </DialogHeader>
          {notifications.isError ? (
            <QueryError title="Failed to load notifications" onRetry={() => notifications.refetch()} />
          ) : notifications.isPending ? (
            <Skeleton className="h-24" />
          ) : notifications.data.length === 0 ? (
            <EmptyState
              icon={Bell}
              title="No team notifications yet"
              description="When a teammate starts a group, schedules an event or replies to you, it shows here."
            />
          ) : (
            <ul className="grid max-h-96 gap-2 overflow-y-auto">
              {notifications.data.map((n) => (
                <li key={n.id} className="rounded-lg border p-3">
                  <p className="font-medium text-foreground">{n.title}</p>
                  <p className="text-sm text-body">{n.body}</p>
                  <p className="mt-1 text-xs text-muted-foreground">{formatDateTime(n.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
