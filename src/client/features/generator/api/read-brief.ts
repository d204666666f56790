import type { CampaignType } from "../../../../shared/campaign-types";
import { request } from "../../../lib/api";

/** The server's brief reader (POST /api/brief/read): the facts it would write from, with their words and warnings. */
export function readBrief(body: { brief: string; campaignType: CampaignType }, signal?: AbortSignal) {
  return request(
    { auth: true, json: body, signal, fallbackError: "The campaign details could not be read just now." },
    (c) => c.api.brief.read.$post(),
  );
}
