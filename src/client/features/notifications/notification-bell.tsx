import { Bell, CheckCheck, RefreshCw } from "lucide-react";
import { Popover } from "radix-ui";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { Notification } from "../../../contracts/notifications";
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from "./api/notifications";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** The bell in the header: the unread count, the newest notifications, each marked read when opened. */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unreadCount ?? 0;

  const open = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
    if (n.link) navigate(n.link);
  };

  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={unread > 0 ? `Notifications (${unread} unread)` : "Notifications"}
        className="relative rounded-full p-2 text-body hover:bg-muted"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive-solid px-1 text-[10px] font-bold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border bg-white p-2 shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <p className="text-sm font-semibold">Notifications</p>
            {unread > 0 && (
              <Button variant="ghost" size="sm" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
                <CheckCheck aria-hidden="true" />
                Mark all read
              </Button>
            )}
          </div>
          {notifications.isPending ? (
            <p className="px-2 py-3 text-sm text-muted-foreground" role="status">
              Loading notifications…
            </p>
          ) : notifications.isError ? (
            <div className="flex flex-col items-start gap-2 px-2 py-3" role="alert">
              <p className="text-sm">Notifications could not be loaded.</p>
              <Button variant="outline" size="sm" onClick={() => notifications.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : notifications.data.items.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">
              No notifications yet. Assignments, reminders and replies from support appear here.
            </p>
          ) : (
            <ul className="max-h-96 overflow-y-auto" aria-label="Newest notifications">
              {notifications.data.items.map((n) => (
                <li key={n.id}>
                  <Popover.Close asChild>
                    <button
                      type="button"
                      onClick={() => open(n)}
                      className={cn(
                        "block w-full rounded-md px-2 py-2 text-left hover:bg-muted",
                        !n.read && "bg-primary-surface",
                      )}
                    >
                      <span className="flex items-start gap-2">
                        {!n.read && (
                          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-indicator" aria-hidden="true" />
                        )}
                        <span className="min-w-0">
                          <span className="block text-sm font-medium">
                            {n.title}
                            {!n.read && <span className="sr-only"> (unread)</span>}
                          </span>
                          <span className="block text-xs text-body">{n.body}</span>
                          <time dateTime={n.createdAt} className="block text-xs text-body">
                            {when(n.createdAt)}
                          </time>
                        </span>
                      </span>
                    </button>
                  </Popover.Close>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
