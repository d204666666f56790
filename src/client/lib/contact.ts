/** The address shown to users for support and access requests (the Worker's SUPPORT_EMAIL default). */
export const CONTACT_EMAIL = "support@brandmail.example";
