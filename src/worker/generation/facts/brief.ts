// The brief reader is shared with the browser ("We understood" panel); the worker keeps its import path.
export * from "../../../shared/brief/brief";
