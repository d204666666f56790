import { useEffect } from "react";
import { useNavigate } from "react-router";
import { FullScreenLoading } from "./full-screen-loading";
import { linkParam } from "./link-params";
import { usePageMeta } from "../../lib/use-page-meta";

/** Where older e-mail links land: sends each kind of link on to the page that handles it. */
export function callbackTarget(): string {
  const token = linkParam("token") ?? linkParam("token_hash") ?? linkParam("access_token");
  const type = linkParam("type");
  if (token && type === "recovery") return `/reset-password?token=${encodeURIComponent(token)}&type=recovery`;
  if (token && (type === "email" || type === "signup"))
    return `/verify-email?token=${encodeURIComponent(token)}&type=email`;
  if (linkParam("error_description") || linkParam("error")) return "/login";
  return sessionStorage.getItem("user") ? "/" : "/login";
}

export function AuthCallbackPage() {
  usePageMeta("Signing in", "Completing sign-in.");
  const navigate = useNavigate();
  useEffect(() => {
    navigate(callbackTarget(), { replace: true });
  }, [navigate]);
  return <FullScreenLoading title="One moment..." />;
}
