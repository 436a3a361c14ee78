import { Menu, XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useLocation } from "react-router";
import { OrganizationSwitcherList } from "@/features/organizations/components/org-switcher";
import { useAuth } from "@/lib/use-auth";
import { navItemsFor } from "./nav-items";
import { NavListItems } from "./nav-list-items";

/** spec 1 §2: the mobile side drawer shows every item (the generator and protection to admins only). */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const auth = useAuth();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className="rounded-md p-2 hover:bg-muted lg:hidden">
        <Menu className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className="rounded-md p-1 hover:bg-muted">
              <XIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">All pages of PIVOT Learning</Dialog.Description>
          {/* Issue 20: below 1,024 px the header has no room for the organisation switcher (issue 50). */}
          <div>
            <OrganizationSwitcherList onNavigate={() => setOpen(false)} />
          </div>
          <nav aria-label="All pages">
            <ul className="space-y-1">
              <NavListItems
                items={navItemsFor(auth.user?.role ?? "learner")}
                pathname={pathname}
                onNavigate={() => setOpen(false)}
              />
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
