import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { CampaignType } from "../../../src/shared/campaign-types";
import { setStoredUser } from "../../../src/client/lib/session";
import { briefReaderFor } from "../../../src/worker/reading";
import { json, mockFetch, storedUser, type Handler } from "../auth-support";

/** POST /api/brief/read answered by the server's own reader (the rules, as locally), for a user with an address. */
export const briefReader: Handler = async (_url, init) => {
  const body = JSON.parse(init.body!) as { brief: string; campaignType: CampaignType };
  return json(
    await briefReaderFor({})(body.brief, {
      now: new Date(),
      campaignType: body.campaignType,
      hasPostalAddress: true,
    }),
  );
};

/** A signed-in Premium user whose panel is answered by the server's reader. */
export function serveBriefReader() {
  setStoredUser(storedUser({ plan: "premium" }));
  return mockFetch({ "POST /api/brief/read": briefReader });
}

/** The user pauses typing (fake timers): the panel asks the server and shows its answer. */
export const pause = () => act(async () => void (await vi.advanceTimersByTimeAsync(400)));
