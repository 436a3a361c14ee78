import { useLocation, useParams } from "react-router";
import { useModule } from "@/components/api/get-module";
import { Spinner } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/use-auth";
import { AuthenticationRequired, ModuleLoadError, ModuleNotFound } from "./components/module-states";
import { ModuleView } from "./components/module-view";

const parseModuleId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};

/** /module/:moduleId (spec 3 §2 "Module detail page"). */
export default function ModulePage() {
  const params = useParams();
  const location = useLocation();
  const auth = useAuth();
  const moduleId = parseModuleId(params.moduleId);
  const moduleQuery = useModule(moduleId ?? 0, moduleId !== null && auth.status === "signed-in");

  if (auth.status === "signed-out") return <AuthenticationRequired returnTo={location.pathname} />;
  if (moduleId === null) return <ModuleNotFound />;
  if (auth.status === "loading" || moduleQuery.isPending) return <Spinner label="Loading module" />;
  if (moduleQuery.isError) {
    return <ModuleLoadError onRetry={() => void moduleQuery.refetch()} retrying={moduleQuery.isFetching} />;
  }
  if (!moduleQuery.data) return <ModuleNotFound />;
  // key: a fresh page state (tab, timers) when moving from one module to another.
  return <ModuleView key={moduleQuery.data.id} module={moduleQuery.data} />;
}
