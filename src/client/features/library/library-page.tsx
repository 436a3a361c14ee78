import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FavoritesTab } from "./components/favorites-tab";
import type { Layout } from "./components/module-filters";
import { ModulesTab } from "./components/modules-tab";
import { PathwaysTab } from "./components/pathways-tab";
import { DEFAULT_FILTERS, type LibraryFilters } from "./library-filters";

const TABS = ["modules", "pathways", "favorites"] as const;
type Tab = (typeof TABS)[number];

/** spec 1 §2: the Content Library at /library, with the tabs Modules, Pathways, Favorites. */
export default function LibraryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<LibraryFilters>(DEFAULT_FILTERS);
  const [layout, setLayout] = useState<Layout>("grid");
  const requested = searchParams.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "modules";
  const onTabChange = (next: string) => setSearchParams(next === "modules" ? {} : { tab: next }, { replace: true });
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title="Content Library"
        description="Guides, checklists, readings, interactive tools and modules with narrated or audio summaries, across the five PIVOT pillars."
      />
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList>
          <TabsTrigger value="modules">Modules</TabsTrigger>
          <TabsTrigger value="pathways">Pathways</TabsTrigger>
          <TabsTrigger value="favorites">Favorites</TabsTrigger>
        </TabsList>
        <TabsContent value="modules">
          <h2 className="sr-only">Modules</h2>
          <ModulesTab filters={filters} setFilters={setFilters} layout={layout} setLayout={setLayout} />
        </TabsContent>
        <TabsContent value="pathways">
          <h2 className="sr-only">Pathways</h2>
          <PathwaysTab />
        </TabsContent>
        <TabsContent value="favorites">
          <h2 className="sr-only">Favorites</h2>
          <FavoritesTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
