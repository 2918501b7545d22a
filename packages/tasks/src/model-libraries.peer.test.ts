// The registry against the installed @huggingface/tasks (its latest release): every peer library is here
// with the same facts and a generator wherever the peer has one.
import { isDeepStrictEqual } from "node:util";
import * as peer from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { ALL_MODEL_LIBRARY_KEYS, type LibraryUiElement, libraryOf } from "./model-libraries";

type Facts = Omit<LibraryUiElement, "snippets"> & { generator: boolean };

// The peer leaves `filter` out where it means false; ours always states it. A generator of our own where
// the peer has none is not a difference.
function factsOf(
  library: Omit<LibraryUiElement, "snippets" | "filter"> & { snippets?: unknown; filter?: boolean },
  peerHasGenerator: boolean,
): Facts {
  const { snippets, filter, ...facts } = library;
  return { ...facts, filter: filter ?? false, generator: peerHasGenerator ? snippets !== undefined : false };
}

const peerLibraries = Object.entries<peer.LibraryUiElement>(peer.MODEL_LIBRARIES_UI_ELEMENTS);

describe("library registry against the peer's latest release", () => {
  it("has every peer library", () => {
    const missing = peerLibraries.map(([id]) => id).filter((id) => libraryOf(id) === undefined);
    expect(missing).toEqual([]);
    console.info(
      `libraries: ${ALL_MODEL_LIBRARY_KEYS.length} here, ${peerLibraries.length} in the peer, ${missing.length} missing`,
    );
  });

  it("has a generator for every library that has one in the peer", () => {
    const withPeerGenerator = peerLibraries.filter(([, library]) => library.snippets).map(([id]) => id);
    const withoutOurs = withPeerGenerator.filter((id) => libraryOf(id)?.snippets === undefined);
    expect(withoutOurs).toEqual([]);
    console.info(
      `generators: ${withPeerGenerator.length - withoutOurs.length}/${withPeerGenerator.length} of the peer's libraries with one`,
    );
  });

  it("has the peer's facts and generators for every peer library", () => {
    const differing = peerLibraries
      .filter(([id, theirs]) => {
        const ours = libraryOf(id);
        const hasGenerator = theirs.snippets !== undefined;
        return ours !== undefined && !isDeepStrictEqual(factsOf(ours, hasGenerator), factsOf(theirs, hasGenerator));
      })
      .map(([id]) => id);
    expect(differing).toEqual([]);
  });
});
