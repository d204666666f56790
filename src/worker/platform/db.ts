import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";

const make = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof make>;

/**
 * One drizzle instance per D1 binding and isolate: building it reads the whole schema into drizzle's relational
 * config, which measured about 0.6 ms of CPU, paid before by every request (the health check included).
 */
const instances = new WeakMap<D1Database, Db>();

export function getDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = make(d1);
    instances.set(d1, db);
  }
  return db;
}
