import { createServer, type Server } from "node:http";

export interface StandinTemplate {
  id: number;
  name: string;
  html: string;
  /** How many times PATCH /templates/{id} replaced it. */
  updates: number;
}

/**
 * A local stand-in for Mailchimp's Marketing API as documented: HTTP Basic with the key, GET / answers the account,
 * POST /templates { name, html } answers the new template's id, PATCH /templates/{id} replaces it (404 when there is
 * none); a wrong key gets the documented 401 problem details.
 * The app reaches it through MAILCHIMP_API_BASE (tests/e2e/global-setup.ts).
 */
export function startMailchimpStandin(
  port: number,
  apiKey: string,
): Promise<{ server: Server; templates: StandinTemplate[] }> {
  const templates: StandinTemplate[] = [];
  const dc = apiKey.split("-").pop();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, {
          "content-type": status >= 400 ? "application/problem+json" : "application/json",
        });
        res.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`brandmail:${apiKey}`).toString("base64")}`;
      if (req.headers.authorization !== expected)
        return send(401, {
          title: "API Key Invalid",
          status: 401,
          detail: "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
        });
      const path = req.url ?? "";
      if (req.method === "GET" && path === `/mailchimp/${dc}/3.0/`)
        return send(200, { account_id: "e2e", account_name: "Northwind Labs" });
      if (req.method === "POST" && path === `/mailchimp/${dc}/3.0/templates`) {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { name?: string; html?: string };
        if (!body.name || !body.html)
          return send(400, { title: "Invalid Resource", status: 400, detail: "name and html are required" });
        const t = { id: 5000 + templates.length, name: body.name, html: body.html, updates: 0 };
        templates.push(t);
        return send(200, { id: t.id, name: t.name, type: "user" });
      }
      const one = new RegExp(`^/mailchimp/${dc}/3\\.0/templates/(\\d+)$`).exec(path);
      if (req.method === "PATCH" && one) {
        const t = templates.find((x) => x.id === Number(one[1]));
        if (!t)
          return send(404, {
            title: "Resource Not Found",
            status: 404,
            detail: "The requested resource could not be found.",
          });
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { name?: string; html?: string };
        Object.assign(t, { name: body.name ?? t.name, html: body.html ?? t.html, updates: t.updates + 1 });
        return send(200, { id: t.id, name: t.name, type: "user" });
      }
      send(404, { title: "Resource Not Found", status: 404, detail: `${req.method} ${path}` });
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ server, templates })));
}
