import type { Scheme, Theme } from "../theme";

/** Class names the dark-mode rules target; inline styles carry the light values. */
function schemeRules(s: Scheme, prefix: string, bgPrefix: string): string {
  return [
    `${bgPrefix}.bm-page{background-color:${s.page}!important}`,
    `${bgPrefix}.bm-card{background-color:${s.card}!important}`,
    `${bgPrefix}.bm-soft{background-color:${s.soft}!important}`,
    `${bgPrefix}.bm-hdr{background-color:${s.header.fill}!important}`,
    `${bgPrefix}.bm-btn{background-color:${s.button.fill}!important;border-color:${s.button.fill}!important}`,
    `${prefix}.bm-btn{color:${s.button.text}!important}`,
    `${bgPrefix}.bm-num{background-color:${s.badge.fill}!important}`,
    `${prefix}.bm-num{color:${s.badge.text}!important}`,
    `${prefix}.bm-bt{color:${s.badge.text}!important}`,
    `${bgPrefix}.bm-acc-line{border-color:${s.accent}!important}`,
    `${prefix}.bm-t{color:${s.text}!important}`,
    `${prefix}.bm-st{color:${s.softText}!important}`,
    `${prefix}.bm-m{color:${s.muted}!important}`,
    `${prefix}.bm-h{color:${s.heading}!important}`,
    `${prefix}.bm-a{color:${s.link}!important}`,
    `${prefix}.bm-hl{color:${s.highlight}!important}`,
    `${prefix}.bm-ht{color:${s.header.text}!important}`,
    `${bgPrefix}.bm-line{border-color:${s.border}!important}`,
    `${bgPrefix}.bm-acc{background-color:${s.accent}!important;border-color:${s.accent}!important}`,
  ].join("");
}

/**
 * Three separate blocks: Gmail drops a whole <style> element when it dislikes one rule, so the responsive rules,
 * the dark-mode media query and the Outlook.com attribute selectors must not share a block.
 */
export function headStyles(theme: Theme): string[] {
  const d = theme.dark;
  const base = [
    ":root{color-scheme:light dark;supported-color-schemes:light dark}",
    "body{margin:0!important;padding:0!important;width:100%!important;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}",
    "table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt}",
    "img{border:0;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic}",
    "a[x-apple-data-detectors]{color:inherit!important;text-decoration:none!important;font-size:inherit!important;font-family:inherit!important;font-weight:inherit!important;line-height:inherit!important}",
    "u+#body a{color:inherit;text-decoration:none;font-size:inherit;font-family:inherit;font-weight:inherit;line-height:inherit}",
    "#MessageViewBody a{color:inherit;text-decoration:none;font-size:inherit;font-family:inherit;font-weight:inherit;line-height:inherit}",
    "@media only screen and (max-width:620px){",
    ".bm-px{padding-left:20px!important;padding-right:20px!important}",
    ".bm-pxc{padding-left:12px!important;padding-right:12px!important}",
    ".bm-col{max-width:100%!important;width:100%!important}",
    ".bm-h1{font-size:30px!important;line-height:36px!important}",
    ".bm-btn{display:block!important;padding-left:16px!important;padding-right:16px!important}",
    ".bm-stack{display:block!important;width:100%!important;text-align:left!important;box-sizing:border-box}",
    ".bm-val{border-top:0!important;padding-top:0!important}",
    ".bm-stack p{text-align:left!important}",
    ".bm-box{padding:16px!important}",
    "}",
    // A headline set at 30 px inline (a long word) is 36 px on a wide screen that reads the style sheet.
    "@media only screen and (min-width:621px){.bm-h1{font-size:36px!important;line-height:44px!important}}",
  ].join("\n");
  return [
    base,
    `@media (prefers-color-scheme:dark){${schemeRules(d, "", "")}.bm-logo{background-color:#ffffff!important}}`,
    `${schemeRules(d, "[data-ogsc] ", "[data-ogsb] ")}[data-ogsb] .bm-logo{background-color:#ffffff!important}`,
  ];
}

/** Outlook for Windows ignores web fonts and falls back to Times New Roman unless told otherwise. */
export function msoHead(theme: Theme): string {
  const serifHeading =
    theme.fontHeading.startsWith("Georgia") ||
    theme.fontHeading.includes("serif'") ||
    /, Georgia/.test(theme.fontHeading);
  return [
    "<!--[if mso]>",
    "<noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript>",
    `<style>table,td,div,p,a,span,li{font-family:Arial,Helvetica,sans-serif!important}h1,h2,h3{font-family:${serifHeading ? "Georgia,serif" : "Arial,Helvetica,sans-serif"}!important}</style>`,
    "<![endif]-->",
  ].join("\n");
}
