/**
 * caniemail feature titles the engine uses only as progressive enhancement: where a client ignores them, inline
 * styles, attributes and Outlook's conditional markup still carry the layout. The reasons are in
 * tests/node/email-caniemail.test.ts, which fails when a generated template uses anything else.
 */
export const ENHANCEMENT_FEATURES = new Set([
  "<style> element",
  "Type selector",
  "Class selector",
  "ID selector",
  "Descendant combinator",
  "Adjacent sibling combinator",
  "Attribute selector",
  "@media",
  "<link> element",
  "display:none",
  "opacity",
  "overflow",
  "outline",
  "border-radius",
  "aria-label attribute",
  "role attribute",
  "height property",
  "<body> element",
  "margin",
  "!important keyword",
  "text-decoration",
  "display",
  "text-align",
  "dir attribute",
  "padding",
  "border",
  "font-size",
  "font-weight",
  "line-height",
  "background",
  "max-width",
  "width property",
  "width attribute",
  "lang attribute",
  "align attribute",
  "letter-spacing",
  "height attribute",
  "word-break",
  // Dark mode: where it is ignored the reader sees the light colours, which are complete on their own.
  "@media (prefers-color-scheme)",
  "color-scheme CSS property",
  // Only inside the phone breakpoint rule, which is itself an enhancement.
  "box-sizing",
  // Hidden preheader only; Outlook hides it with mso-hide:all.
  "max-height property",
]);
