export const SNIPPETS = true;
