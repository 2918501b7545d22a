// Request bodies: read in one pass (chunks joined once, at the end), within a limit per body and a budget
// shared by all the bodies being received at once, so concurrent uploads cannot exhaust memory either.
import type { IncomingMessage } from "node:http";

/** Why a body was not read: past the per-body limit, or past the shared budget. The rest is discarded unread. */
export type Unread = "too-large" | "busy";

export class BodyReader {
  /** Bytes buffered by the bodies being received right now. */
  private receiving = 0;

  constructor(
    private readonly maxBodyBytes: number,
    private readonly maxReceivingBytes: number,
  ) {}

  read(req: IncomingMessage): Promise<Buffer | Unread> {
    if (Number(req.headers["content-length"]) > this.maxBodyBytes) return Promise.resolve("too-large");
    return new Promise((resolve) => {
      // Undefined once the body is settled: what was buffered is released.
      let chunks: Buffer[] | undefined = [];
      let size = 0;
      const settle = (outcome: Buffer | Unread) => {
        this.receiving -= size;
        chunks = undefined;
        resolve(outcome);
      };
      req.on("data", (chunk: Buffer) => {
        if (chunks === undefined) return;
        if (size + chunk.length > this.maxBodyBytes) return settle("too-large");
        if (this.receiving + chunk.length > this.maxReceivingBytes) return settle("busy");
        chunks.push(chunk);
        size += chunk.length;
        this.receiving += chunk.length;
      });
      const finish = () => {
        if (chunks !== undefined) settle(Buffer.concat(chunks));
      };
      req.on("end", finish);
      // A client that goes away mid-upload still gets its (partial) request recorded.
      req.on("error", finish);
      req.on("close", finish);
    });
  }
}
