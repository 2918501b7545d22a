import * as peer from "@huggingface/tasks";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  DATASET_LIBRARIES_UI_ELEMENTS,
  type DatasetLibraryKey,
  type DatasetLibraryUiElement,
} from "./dataset-libraries";

describe("DATASET_LIBRARIES_UI_ELEMENTS", () => {
  it("has the peer's ids in the peer's order, with the same labels and links", () => {
    expect(Object.keys(DATASET_LIBRARIES_UI_ELEMENTS)).toEqual(Object.keys(peer.DATASET_LIBRARIES_UI_ELEMENTS));
    expect(Object.keys(DATASET_LIBRARIES_UI_ELEMENTS)).toHaveLength(16);
    expect(DATASET_LIBRARIES_UI_ELEMENTS).toEqual(peer.DATASET_LIBRARIES_UI_ELEMENTS);
  });

  it("links only to https pages", () => {
    for (const library of Object.values<DatasetLibraryUiElement>(DATASET_LIBRARIES_UI_ELEMENTS)) {
      expect(new URL(library.repoUrl).protocol).toBe("https:");
      if (library.docsUrl) expect(new URL(library.docsUrl).protocol).toBe("https:");
    }
  });

  it("type-checks where the peer's types are expected", () => {
    expectTypeOf<DatasetLibraryKey>().toEqualTypeOf<peer.DatasetLibraryKey>();
    expectTypeOf<DatasetLibraryUiElement>().toEqualTypeOf<peer.DatasetLibraryUiElement>();
    expectTypeOf(DATASET_LIBRARIES_UI_ELEMENTS).toEqualTypeOf<typeof peer.DATASET_LIBRARIES_UI_ELEMENTS>();
  });
});
