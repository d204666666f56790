import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import { installGlobalErrorReporting } from "./lib/error-reporting";
import "./styles.css";

installGlobalErrorReporting();

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// Public pages arrive pre-rendered for a signed-out visitor; a signed-in tab renders its own view instead.
if (root.firstElementChild && !sessionStorage.getItem("user")) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
