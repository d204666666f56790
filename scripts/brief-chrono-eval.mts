/* eslint-disable @typescript-eslint/no-explicit-any -- chrono-node is imported dynamically from wherever it was installed for the evaluation; it is not a dependency */
// Compares chrono-node with the brief reader on the corpus. chrono-node is not a dependency: run with
//   npm install --no-save --prefix /tmp/chrono chrono-node && CHRONO=/tmp/chrono/node_modules/chrono-node/dist/esm/index.js npx tsx scripts/brief-chrono-eval.mts
const chrono = await import(process.env.CHRONO ?? "chrono-node");
import { BRIEFS, NOW } from "../tests/fixtures/briefs/index";
import { readCase } from "../tests/fixtures/briefs/score";
const P: Record<string, any> = {
  en: chrono.en,
  de: chrono.de,
  fr: chrono.fr,
  es: chrono.es,
  it: (chrono as any).it,
  nl: chrono.nl,
  pt: chrono.pt,
};
let oD = 0,
  oT = 0,
  dR = 0,
  dN = 0,
  tR = 0,
  tN = 0,
  oursD = 0,
  oursT = 0,
  dInv = 0,
  tInv = 0,
  noParser = 0;
for (const c of BRIEFS) {
  const p = P[c.lang];
  if (!p) {
    noParser++;
    continue;
  }
  const res = p.parse(c.brief, { instant: NOW, timezone: 0 }, { forwardDate: true });
  const dates = [
    ...new Set(
      res.flatMap((r: any) =>
        [r.start, r.end]
          .filter(Boolean)
          .filter((x: any) => x.isCertain("day"))
          .map((x: any) => x.date().toISOString().slice(0, 10)),
      ),
    ),
  ].sort();
  const want = [...c.dates].sort();
  const r0 = res.find((r: any) => r.start.isCertain("hour"));
  const t = r0
    ? `${String(r0.start.get("hour")).padStart(2, "0")}:${String(r0.start.get("minute")).padStart(2, "0")}-${r0.end && r0.end.isCertain("hour") ? `${String(r0.end.get("hour")).padStart(2, "0")}:${String(r0.end.get("minute")).padStart(2, "0")}` : ""}`
    : null;
  const wantT = c.time ? `${c.time.start}-${c.time.end ?? ""}` : null;
  if (want.length || dates.length) {
    dN++;
    if (want.join() === dates.join()) dR++;
    else if (!want.length) dInv++;
  }
  if (wantT || t) {
    tN++;
    if (wantT === t) tR++;
    else if (!wantT) tInv++;
  }
  const u = readCase(c).campaign;
  if (want.length || u.dates.length) oD++;
  if (want.length || u.dates.length)
    oursD +=
      want.join() ===
      u.dates
        .map((d) => d.iso)
        .sort()
        .join()
        ? 1
        : 0;
  if (wantT || u.time) oT++;
  if (wantT || u.time) oursT += wantT === (u.time ? `${u.time.start}-${u.time.end ?? ""}` : null) ? 1 : 0;
}
console.log({
  chronoDates: `${dR}/${dN}`,
  chronoTimes: `${tR}/${tN}`,
  chronoInventedDates: dInv,
  chronoInventedTimes: tInv,
  oursDates: `${oursD}/${oD}`,
  oursTimes: `${oursT}/${oT}`,
  briefsWithoutChronoLocale: noParser,
});
