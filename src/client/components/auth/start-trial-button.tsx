import { lazy, Suspense, useState, type ReactNode } from "react";

// Loaded on the first click, so the landing page's first download stays small.
const RegisterModal = lazy(() => import("./register-modal").then((m) => ({ default: m.RegisterModal })));

/** 'Start your free trial': a real link (works without scripts) that opens the registration modal. */
export function StartTrialButton({
  className = "btn btn-primary",
  children = "Start your free trial",
}: {
  className?: string;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href="/?showPricing=true"
        className={className}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {/* A free sign-up: a plan picked earlier and abandoned must not open its checkout after verification. */}
      {open && (
        <Suspense fallback={null}>
          <RegisterModal
            onClose={() => setOpen(false)}
            onRegistered={() => localStorage.removeItem("pendingPlan")}
          />
        </Suspense>
      )}
    </>
  );
}
