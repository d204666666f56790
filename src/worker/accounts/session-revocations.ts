import { DurableObject } from "cloudflare:workers";

/** What the auth check needs to know about one user's revoked sessions. */
export interface RevocationState {
  /** Session (refresh-token family) ids revoked within the last access-token lifetime. */
  sids: string[];
  /** Access tokens issued before this second are dead (password reset: every session ends). */
  allBefore: number | null;
}

// Access tokens live 15 min: a revocation older than that plus clock slack can no longer match a live token.
const KEEP_SECONDS = 15 * 60 + 120;

interface Stored {
  sids: Record<string, number>;
  allBefore: number | null;
}

/**
 * One object per user (addressed by user id) holds the sessions revoked in the last 15 minutes, so the access-token
 * check reads neither D1 nor a shared object. It empties itself once nothing in it can match a live token.
 */
export class SessionRevocations extends DurableObject {
  private async load(): Promise<Stored> {
    return (await this.ctx.storage.get<Stored>("r")) ?? { sids: {}, allBefore: null };
  }

  private async save(s: Stored, now: number): Promise<void> {
    for (const [sid, at] of Object.entries(s.sids)) if (at < now - KEEP_SECONDS) delete s.sids[sid];
    if (s.allBefore !== null && s.allBefore < now - KEEP_SECONDS) s.allBefore = null;
    if (!Object.keys(s.sids).length && s.allBefore === null) {
      await this.ctx.storage.deleteAll();
      return;
    }
    await this.ctx.storage.put("r", s);
    await this.ctx.storage.setAlarm((now + KEEP_SECONDS + 1) * 1000);
  }

  async revokeSession(sid: string, now = Math.floor(Date.now() / 1000)): Promise<RevocationState> {
    const s = await this.load();
    s.sids[sid] = now;
    await this.save(s, now);
    return toState(s);
  }

  async revokeAll(now = Math.floor(Date.now() / 1000)): Promise<RevocationState> {
    const s = await this.load();
    s.allBefore = now;
    await this.save(s, now);
    return toState(s);
  }

  async state(): Promise<RevocationState> {
    return toState(await this.load());
  }

  async alarm(): Promise<void> {
    await this.save(await this.load(), Math.floor(Date.now() / 1000));
  }
}

function toState(s: Stored): RevocationState {
  return { sids: Object.keys(s.sids), allBefore: s.allBefore };
}
