// The playground's renderer thread: one request in, one result out.
import { type PlaygroundInput, renderPlayground } from "./render";

self.onmessage = (event: MessageEvent<{ id: number; input: PlaygroundInput }>) => {
  const { id, input } = event.data;
  self.postMessage({ id, result: renderPlayground(input) });
};
