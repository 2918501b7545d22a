// The path of a library's page, in a module of its own so any page (and the header search) can link
// there without loading the libraries table's code.
export const libraryPath = (id: string) => `/libraries/${id}`;
