import type { AppBindings } from "../env";
import type { Db } from "../platform/db";

/** What an account action needs of its request: the database, the bindings and the caller's address. */
export interface AccountScope {
  db: Db;
  env: AppBindings;
  ip: string;
}
