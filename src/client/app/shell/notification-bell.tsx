import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { Link } from "react-router";
import { SHELL_NOTIFICATIONS } from "./notifications";

export function NotificationBell() {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`Notifications (${SHELL_NOTIFICATIONS.length})`}
        className="relative rounded-full p-2 text-slate-700 hover:bg-muted"
      >
        <Bell className="size-5" aria-hidden="true" />
        <span className="absolute top-0.5 right-0.5 flex size-4 items-center justify-center rounded-full bg-red-600 text-[10px] font-bold text-white">
          {SHELL_NOTIFICATIONS.length}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={6} className="z-50 w-72 rounded-lg border bg-white p-2 shadow-lg">
          <p className="px-2 py-1 text-sm font-semibold">Notifications</p>
          <ul>
            {SHELL_NOTIFICATIONS.map((n) => (
              <li key={n.id}>
                <Popover.Close asChild>
                  <Link to={n.to} className="block rounded-md px-2 py-2 hover:bg-muted">
                    <span className="block text-sm font-medium">{n.title}</span>
                    <span className="block text-xs text-muted-foreground">{n.body}</span>
                  </Link>
                </Popover.Close>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
