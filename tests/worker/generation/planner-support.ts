import { env } from "cloudflare:workers";
export { call } from "../pipeline-support";

export async function bucketPut(key: string, body: string, contentType: string) {
  await (env as unknown as { BUCKET: R2Bucket }).BUCKET.put(key, body, { httpMetadata: { contentType } });
}
