import { request } from "../../../lib/api";

export async function logout(): Promise<void> {
  await request({ auth: true }, (c) => c.api.auth.logout.$post());
}
