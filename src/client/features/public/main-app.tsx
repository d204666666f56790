import { useUser } from "../../lib/use-user";
import { DashboardPage } from "../dashboard/dashboard-page";
import { LandingPage } from "./landing-page";
import { PublicOverlays } from "./public-overlays";

/** "/" and every unknown path: the dashboard for a signed-in tab, the landing page otherwise. */
export function MainApp() {
  const user = useUser();
  return (
    <>
      {user ? <DashboardPage /> : <LandingPage />}
      <PublicOverlays />
    </>
  );
}
