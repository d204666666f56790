/**
 * How addresses are written, per country: the postcode's shape and where it stands, and the words that mark a street.
 * Data, not code: a country joins by a row. `code` is matched against a line with the postcode's own boundaries.
 */
export interface PostalFormat {
  country: string;
  /** The postcode as written on an envelope (a regular expression source, no anchors). */
  code: string;
  /** Words that start or end a street, a box or a district in that country's addresses. */
  street: string[];
}

export const POSTAL_FORMATS: PostalFormat[] = [
  {
    country: "US",
    code: "(?:[A-Z]{2}|[A-Z][a-z]+)\\s+\\d{5}(?:-\\d{4})?",
    street: [
      "street",
      "st",
      "road",
      "rd",
      "avenue",
      "ave",
      "drive",
      "dr",
      "boulevard",
      "blvd",
      "lane",
      "ln",
      "way",
      "suite",
      "highway",
      "hwy",
      "court",
      "ct",
      "place",
      "pl",
      "parkway",
      "pkwy",
    ],
  },
  {
    country: "CA",
    code: "[A-Z]\\d[A-Z]\\s?\\d[A-Z]\\d",
    street: ["street", "st", "road", "rd", "avenue", "ave", "boulevard", "blvd", "rue", "chemin", "suite"],
  },
  {
    country: "GB",
    code: "[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}",
    street: [
      "street",
      "road",
      "lane",
      "avenue",
      "close",
      "house",
      "way",
      "park",
      "square",
      "place",
      "terrace",
      "gardens",
    ],
  },
  {
    country: "IE",
    code: "(?:[AC-FHKNPRTV-Y]\\d{2}|D6W)\\s?[0-9AC-FHKNPRTV-Y]{4}|Co\\.\\s+[A-Z][a-z]+",
    street: ["road", "street", "house", "lane", "avenue", "square", "quay"],
  },
  {
    country: "AU",
    code: "(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\\s+\\d{4}",
    street: ["street", "st", "road", "rd", "avenue", "ave", "parade", "terrace", "highway", "drive"],
  },
  {
    country: "NL",
    code: "\\d{4}\\s?[A-Z]{2}(?=\\s+\\p{L})",
    street: ["straat", "laan", "weg", "plein", "gracht", "kade", "markt", "dijk", "singel", "steeg", "hof"],
  },
  {
    country: "BE",
    code: "(?:B-)?\\d{4}(?=\\s+\\p{Lu})",
    street: ["straat", "laan", "rue", "avenue", "chaussée", "place", "steenweg"],
  },
  {
    country: "DE",
    code: "(?:D-)?\\d{5}(?=\\s+\\p{Lu})",
    street: [
      "straße",
      "strasse",
      "str.",
      "weg",
      "platz",
      "allee",
      "gasse",
      "ring",
      "damm",
      "ufer",
      "chaussee",
    ],
  },
  {
    country: "AT",
    code: "(?:A-)?\\d{4}(?=\\s+\\p{Lu})",
    street: ["straße", "strasse", "gasse", "weg", "platz", "ring", "zeile"],
  },
  {
    country: "CH",
    code: "(?:CH-)?\\d{4}(?=\\s+\\p{Lu})",
    street: ["strasse", "str.", "weg", "gasse", "platz", "rue", "chemin", "via"],
  },
  {
    country: "FR",
    code: "\\d{5}(?=\\s+\\p{Lu})",
    street: [
      "rue",
      "avenue",
      "av.",
      "boulevard",
      "bd",
      "place",
      "chemin",
      "allée",
      "impasse",
      "quai",
      "route",
      "cours",
    ],
  },
  {
    country: "IT",
    code: "\\d{5}(?=\\s+\\p{Lu})",
    street: ["via", "viale", "piazza", "corso", "largo", "vicolo", "strada", "contrada"],
  },
  {
    country: "ES",
    code: "\\d{5}(?=\\s+\\p{Lu})",
    street: ["calle", "c/", "avenida", "avda", "plaza", "paseo", "carrer", "camino", "ronda"],
  },
  {
    country: "PT",
    code: "\\d{4}-\\d{3}",
    street: ["rua", "avenida", "av.", "praça", "largo", "travessa", "estrada"],
  },
  {
    country: "BR",
    code: "(?:CEP:?\\s*)?\\d{2}\\.?\\d{3}-\\d{3}",
    street: ["rua", "avenida", "av.", "praça", "alameda", "rodovia", "bairro", "travessa"],
  },
  {
    country: "PL",
    code: "\\d{2}-\\d{3}(?=\\s+\\p{Lu})",
    street: ["ul.", "ulica", "al.", "aleja", "pl.", "plac", "os."],
  },
  { country: "CZ", code: "\\d{3}\\s?\\d{2}(?=\\s+\\p{Lu})", street: ["ulice", "náměstí", "nám.", "třída"] },
  {
    country: "SE",
    code: "(?:SE-)?\\d{3}\\s\\d{2}(?=\\s+\\p{Lu})",
    street: ["gatan", "vägen", "väg", "box", "torget", "gränd", "backe"],
  },
  {
    country: "DK",
    code: "(?:DK-)?\\d{4}(?=\\s+\\p{Lu})",
    street: ["vej", "gade", "allé", "plads", "stræde"],
  },
  { country: "HU", code: "\\d{4}(?=\\s+\\p{Lu})", street: ["utca", "u.", "út", "tér", "körút", "krt."] },
  {
    country: "RU",
    code: "\\d{6}(?=[,\\s])|г\\.\\s?\\p{Lu}\\p{Ll}+",
    street: ["ул.", "ул,", "улица", "пр.", "проспект", "шоссе", "пер.", "переулок", "д.", "дом", "наб."],
  },
  { country: "JP", code: "〒\\s?\\d{3}-\\d{4}", street: ["丁目", "番地", "号", "区", "市"] },
  { country: "CN", code: "\\d{6}|\\p{Script=Han}{2,5}[市省]", street: ["路", "街", "号", "区", "大道"] },
  {
    country: "VN",
    code: "(?:Hà Nội|Hồ Chí Minh|Đà Nẵng|Hải Phòng)",
    street: ["đường", "phố", "quận", "phường", "số"],
  },
];
