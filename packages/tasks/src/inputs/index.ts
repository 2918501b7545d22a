export * from "./languages";
export * from "./sample-inputs";
export * from "./stringify";
