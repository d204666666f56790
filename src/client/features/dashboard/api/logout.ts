import { api } from "../../../lib/api";

export async function logout(): Promise<void> {
  await api<unknown>("/api/auth/logout", { method: "POST", auth: true });
}
