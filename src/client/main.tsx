import "./lib/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { AppRoutes } from "./app/router";
import "./index.css";
import { currentUserPreloaded, startAuthCheck } from "./lib/use-auth";

function render() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

const authCheck = startAuthCheck();
if (currentUserPreloaded()) {
  // A page served with a session cookie has its current-user answer on the way (preloaded). Waiting
  // for it, a second at most, makes the first render the signed-in one: spec 1 §2 shows the landing
  // page while sign-in loads, and starting it would fetch the landing page's chunks for nothing.
  void Promise.race([authCheck, new Promise((resolve) => setTimeout(resolve, 1000))]).then(render);
} else {
  render();
}
