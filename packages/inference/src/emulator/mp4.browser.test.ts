// The emulator's clip, decoded by a real browser: Debian's Chromium plays it and shows its colours.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../../../scripts/test-utils/chromium.mjs";
import { base64Of } from "./media";
import { CLIP_CODEC } from "./mp4";

describe("the emulator's MP4 in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("plays as a 4 s, 32×32 video: red, green, blue, then white", async () => {
    const expected = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
      [255, 255, 255],
    ];
    // Decoders round the colour conversion differently: a few levels either way.
    const tolerance = 8;
    const page = await browser.newPage();
    const seen = await page.evaluate(
      async ({ data, codec, expected, tolerance }) => {
        const video = document.createElement("video");
        video.muted = true;
        document.body.append(video);
        const settle = (event: "loadeddata" | "seeked") =>
          new Promise<void>((resolve, reject) => {
            video.addEventListener(event, () => resolve(), { once: true });
            video.addEventListener("error", () => reject(new Error(`media error ${video.error?.code}`)), {
              once: true,
            });
          });
        const loaded = settle("loadeddata");
        video.src = `data:video/mp4;base64,${data}`;
        await loaded;
        const colours: number[][] = [];
        for (const [i, time] of [0.2, 1.2, 2.2, 3.2].entries()) {
          const seeked = settle("seeked");
          video.currentTime = time;
          await seeked;
          // On a loaded machine "seeked" can fire before the new frame reaches the canvas:
          // sample until the expected colour shows or a bounded wait (1 s) ends.
          const canvas = document.createElement("canvas");
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          const context = canvas.getContext("2d") as CanvasRenderingContext2D;
          const sample = () => {
            context.drawImage(video, 0, 0);
            return [...context.getImageData(16, 16, 1, 1).data.slice(0, 3)];
          };
          const near = (rgb: number[]) =>
            rgb.every((channel, c) => Math.abs(channel - (expected[i]?.[c] ?? 0)) <= tolerance);
          let colour = sample();
          for (let tries = 0; tries < 20 && !near(colour); tries++) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            colour = sample();
          }
          colours.push(colour);
        }
        return {
          canPlay: video.canPlayType(`video/mp4; codecs="${codec}"`),
          size: [video.videoWidth, video.videoHeight],
          duration: video.duration,
          colours,
        };
      },
      { data: base64Of("video"), codec: CLIP_CODEC, expected, tolerance },
    );
    expect(seen.canPlay).not.toBe("");
    expect(seen.size).toEqual([32, 32]);
    expect(seen.duration).toBeCloseTo(4, 3);
    const worstChannel = seen.colours.map((rgb, i) =>
      Math.max(...rgb.map((channel, c) => Math.abs(channel - (expected[i]?.[c] ?? Number.NaN)))),
    );
    for (const difference of worstChannel) expect(difference).toBeLessThanOrEqual(tolerance);
  });
});
