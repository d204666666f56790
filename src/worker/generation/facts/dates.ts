export * from "../../../shared/brief/dates";
