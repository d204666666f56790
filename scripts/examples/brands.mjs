// Fictional brands of our own for the public examples. Every fact an example states comes from here.
export const BRANDS = {
  northwind: {
    palette: ["#0f766e", "#f59e0b", "#134e4a"],
    logo: "northwind.png",
    mark: { initial: "N", colour: "#0f766e", name: "Northwind" },
    brand: {
      url: "https://northwind-coffee.example/",
      name: "Northwind Coffee",
      title: "Northwind Coffee - Small-batch roasters",
      description: "Small-batch coffee roasters delivering fresh beans to offices and homes every week",
      colors: ["#0f766e"],
      fonts: ["Poppins"],
      socials: [{ network: "instagram", url: "https://instagram.com/northwindcoffee" }],
      address: "Keizersgracht 12, 1015 CN Amsterdam, Netherlands",
    },
  },
  brightlane: {
    palette: ["#4338ca", "#0ea5e9"],
    logo: "brightlane.png",
    mark: { initial: "B", colour: "#4338ca", name: "Brightlane" },
    brand: {
      url: "https://brightlane.example/",
      name: "Brightlane",
      title: "Brightlane | Analytics for growing teams",
      description: "Analytics that growing teams actually understand",
      colors: ["#4338ca"],
      fonts: ["Inter"],
      socials: [{ network: "linkedin", url: "https://www.linkedin.com/company/brightlane" }],
      address: null,
    },
  },
  fernhill: {
    palette: ["#be123c", "#1f2937"],
    logo: "fernhill.png",
    mark: { initial: "F", colour: "#be123c", name: "Fernhill" },
    brand: {
      url: "https://fernhill-studio.example/",
      name: "Fernhill Studio",
      title: "Fernhill Studio - Furniture made to last",
      description: "Solid wood furniture designed and built in our own workshop",
      colors: ["#be123c"],
      fonts: ["Georgia"],
      socials: [{ network: "pinterest", url: "https://pinterest.com/fernhillstudio" }],
      address: "Unit 4, Canal Works, Leeds LS1 4AP, United Kingdom",
    },
  },
  tidewater: {
    palette: ["#0369a1", "#84cc16"],
    logo: "tidewater.png",
    mark: { initial: "T", colour: "#0369a1", name: "Tidewater" },
    brand: {
      url: "https://tidewater-cloud.example/",
      name: "Tidewater Cloud",
      title: "Tidewater Cloud - Backups you never think about",
      description: "Automatic, encrypted backups for small businesses",
      colors: ["#0369a1"],
      fonts: ["Roboto"],
      socials: [{ network: "x", url: "https://x.com/tidewatercloud" }],
      address: null,
    },
  },
};

/** "Today" for the examples: dates in the briefs are read against it and the calendar files carry it. */
export const EXAMPLES_NOW = new Date("2026-11-02T09:00:00Z");

/**
 * One example per campaign type; the spec's five landing examples come first. `photos` are the campaign images the
 * customer uploads with the logo (public-domain files, see photos/LICENCES.md); without any the e-mail is typographic.
 */
export const EXAMPLES = [
  {
    type: "customer-onboarding",
    name: "Customer onboarding",
    brand: "tidewater",
    brief:
      "Welcome to Tidewater Cloud. Your first backup takes about ten minutes.\n\n- Install the Tidewater agent on the computers you want to protect\n- Choose the folders to back up\n- Run your first backup and read the report",
  },
  {
    type: "webinar",
    name: "Webinar invitation",
    brand: "brightlane",
    photos: ["computer-hands.webp"],
    brief:
      "Title: Dashboards that drive decisions\nDate: Thursday, 11 March 2027\nTime: 16:00 CET\nSpeakers: Maya Lindqvist, Head of Product; Tom Okafor, Data Engineer\n\nJoin our product lead for a practical session on building dashboards people use every day.\n\n- Pick the three numbers your team checks every morning\n- Turn a cluttered report into one clear view\n- Bring your questions for the Brightlane product team",
  },
  {
    type: "product-launch",
    name: "Product launch",
    brand: "fernhill",
    photos: ["desktop.webp"],
    brief:
      "Product: Alder desk\nPrice: £890\n\nIntroducing the Alder desk: solid oak, hand-finished, made to order in six weeks.\n\n- Solid English oak, oiled by hand\n- A cable tray hidden under the top\n- Made to order in our Leeds workshop\n\nCode: ALDER10\nDiscount: 10% off your first order\nDeadline: 31 January 2027",
  },
  {
    type: "offline-event",
    name: "Event invitation",
    brand: "northwind",
    photos: ["coffee.png"],
    brief:
      "Event: Roastery Open Day\nDate: Saturday, 17 April 2027\nTime: 10:00 - 16:00\nVenue: Keizersgracht 12, Amsterdam\n\nTaste this season's coffees, meet our roasters and see how we roast.\n\n- 10:30 Cupping of three new single origins\n- 13:00 Roasting demo with our head roaster\n- 15:00 Brewing at home: filter, espresso and cold brew",
  },
  {
    type: "newsletter",
    name: "Newsletter",
    brand: "northwind",
    photos: ["coffee.png"],
    brief:
      "Title: Notes from the roastery\n\nThis month we are roasting two new coffees from small farms in Ethiopia and Colombia, and office deliveries now run twice a week.\n\n- New: Yirgacheffe Kochere, bright and floral\n- New: Huila decaf, processed with sugar cane\n- Office deliveries every Tuesday and Friday across Amsterdam",
  },
  { type: "confirmation-email", name: "Double opt-in confirmation", brand: "brightlane", brief: "" },
  { type: "transactional-purchase", name: "Purchase confirmation", brand: "fernhill", brief: "" },
  {
    type: "whitepaper-autoreply",
    name: "Whitepaper auto-reply",
    brand: "tidewater",
    brief:
      "Guide: The small business backup checklist\n\n- The 3-2-1 rule in plain words\n- How often to test a restore\n- What to ask your backup provider",
  },
];
