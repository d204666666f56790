import { useSyncExternalStore } from "react";
import { getStoredUser, subscribeUser, type StoredUser } from "./session";

let cached: { raw: string | null; user: StoredUser | null } = { raw: null, user: null };

function snapshot(): StoredUser | null {
  const raw = sessionStorage.getItem("user");
  if (raw !== cached.raw) cached = { raw, user: getStoredUser() };
  return cached.user;
}

export function useUser(): StoredUser | null {
  return useSyncExternalStore(
    (cb) => subscribeUser(cb),
    snapshot,
    () => null,
  );
}
