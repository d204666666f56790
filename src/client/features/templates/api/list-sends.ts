import { request, type Answer, type Api } from "../../../lib/api";

export type Sends = Answer<Api["api"]["templates"][":id"]["sends"]["$get"]>;

export function listSends(templateId: string) {
  return request({ auth: true, fallbackError: "Could not read where this template was sent." }, (c) =>
    c.api.templates[":id"].sends.$get({ param: { id: encodeURIComponent(templateId) } }),
  );
}
