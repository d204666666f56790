import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api";
import { businessEmailError, NAME_MAX_LENGTH, passwordError } from "../../../shared/email-rules";
import type { PlanId } from "../../../shared/plans";
import { register } from "../../lib/auth-api";
import { Modal } from "./auth-modal";
import { PasswordInput } from "./password-input";
import { VerifyEmailModal } from "./verify-email-modal";
import { CONTACT_EMAIL } from "../../lib/contact";
import "./auth.css";

type Errors = Partial<Record<"firstName" | "lastName" | "email" | "password", string>>;

const tooLong = (label: string) => `${label} must be at most ${NAME_MAX_LENGTH} characters`;

export function validateRegistration(v: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}): Errors {
  const errors: Errors = {};
  if (!v.firstName.trim()) errors.firstName = "First name is required";
  else if (v.firstName.trim().length > NAME_MAX_LENGTH) errors.firstName = tooLong("First name");
  if (!v.lastName.trim()) errors.lastName = "Last name is required";
  else if (v.lastName.trim().length > NAME_MAX_LENGTH) errors.lastName = tooLong("Last name");
  const emailError = v.email.trim() ? businessEmailError(v.email) : "Email is required";
  if (emailError) errors.email = emailError;
  const pwError = passwordError(v.password);
  if (pwError) errors.password = pwError;
  return errors;
}

/** Registration (always on the free plan); a paid plan chosen beforehand is remembered for after verification. */
export function RegisterModal({
  onClose,
  plan,
  onRegistered,
  onLogin,
}: {
  onClose: () => void;
  plan?: PlanId;
  onRegistered?: () => void;
  onLogin?: () => void;
}) {
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState("");
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<{ email: string; statusToken?: string } | null>(null);

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    const label = key === "firstName" ? "First name" : key === "lastName" ? "Last name" : null;
    // The field stops taking characters at the limit (maxLength): say why right there instead of silently.
    const full = label && e.target.value.length >= NAME_MAX_LENGTH ? tooLong(label) : undefined;
    setErrors((er) => ({ ...er, [key]: full }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError("");
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const email = values.email.trim().toLowerCase();
      const answer = await register({
        ...values,
        email,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
      if (plan && plan !== "free")
        localStorage.setItem("pendingPlan", JSON.stringify({ plan, savedAt: Date.now() }));
      onRegistered?.();
      setRegistered({ email, statusToken: answer.statusToken });
    } catch (err) {
      setServerError(errorMessage(err, "Registration failed"));
    } finally {
      setBusy(false);
    }
  }

  if (registered)
    return (
      <VerifyEmailModal
        email={registered.email}
        statusToken={registered.statusToken}
        password={values.password}
        onClose={onClose}
      />
    );

  const fieldError = (key: keyof Errors) =>
    errors[key] && (
      <div className="field-error" id={`reg-${key}-error`} role="alert">
        {errors[key]}
      </div>
    );

  return (
    <Modal titleId="register-title" onClose={onClose}>
      <h2 id="register-title">Create your free account</h2>
      <p className="muted">1 free template, no credit card required. Use your business e-mail address.</p>
      <form onSubmit={submit} noValidate>
        <div className="name-row">
          <div className="field">
            <label htmlFor="reg-firstName">First name</label>
            <input
              id="reg-firstName"
              type="text"
              autoComplete="given-name"
              maxLength={NAME_MAX_LENGTH}
              value={values.firstName}
              onChange={set("firstName")}
              aria-invalid={Boolean(errors.firstName)}
              aria-describedby={errors.firstName ? "reg-firstName-error" : undefined}
            />
            {fieldError("firstName")}
          </div>
          <div className="field">
            <label htmlFor="reg-lastName">Last name</label>
            <input
              id="reg-lastName"
              type="text"
              autoComplete="family-name"
              maxLength={NAME_MAX_LENGTH}
              value={values.lastName}
              onChange={set("lastName")}
              aria-invalid={Boolean(errors.lastName)}
              aria-describedby={errors.lastName ? "reg-lastName-error" : undefined}
            />
            {fieldError("lastName")}
          </div>
        </div>
        <div className="field">
          <label htmlFor="reg-email">Business email</label>
          <input
            id="reg-email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set("email")}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? "reg-email-error" : undefined}
          />
          {fieldError("email")}
        </div>
        <PasswordInput
          id="reg-password"
          label="Password"
          autoComplete="new-password"
          value={values.password}
          onChange={set("password")}
          aria-invalid={Boolean(errors.password)}
          aria-describedby="reg-password-hint"
        />
        {errors.password ? (
          <div className="field-error password-error" id="reg-password-hint" role="alert">
            {errors.password}
          </div>
        ) : (
          <p className="muted field-hint" id="reg-password-hint">
            At least 8 characters.
          </p>
        )}
        {serverError && (
          <div className="alert alert-error" role="alert">
            {serverError}
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? "Creating account..." : "Create Account"}
        </button>
      </form>
      <p className="muted small beta-note">
        BrandMail is in beta: sign-up is open, and for access questions or anything that does not work, write
        to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
      <p className="auth-switch">
        Already have an account?{" "}
        <Link to="/login" onClick={onLogin ?? onClose}>
          Log in
        </Link>
      </p>
      <p className="muted legal-note">
        By creating an account you agree to our <Link to="/terms">Terms of Service</Link> and{" "}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </Modal>
  );
}
