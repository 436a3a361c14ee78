import { AlertCircle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../contracts/routes";
import { Card, CardContent } from "../components/ui/card";

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-slate-50 px-4">
      <title>404 Page Not Found · PIVOT Learning</title>
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
          <Link to={paths.home} className="mt-6 inline-block text-sm font-medium text-brand-700 underline">
            Go to the home page
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
