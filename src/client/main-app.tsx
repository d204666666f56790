import { lazy, Suspense } from "react";
import { useUser } from "./lib/use-user";
import { LandingPage } from "./features/public/landing-page";
import { PublicOverlays } from "./features/public/public-overlays";

// The dashboard is loaded only for a signed-in tab, so public pages never download it.
const DashboardPage = lazy(() =>
  import("./features/dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);

/** "/" and every unknown path: the dashboard for a signed-in tab, the landing page otherwise. */
export function MainApp() {
  const user = useUser();
  return (
    <>
      {user ? (
        <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading" />}>
          <DashboardPage />
        </Suspense>
      ) : (
        <LandingPage />
      )}
      <PublicOverlays />
    </>
  );
}
