// Incremental server-sent-events parser: feed it decoded text as it arrives, get each event's data.
// Lines may end in LF, CR or CRLF and may be split anywhere between two feeds; `:` lines are comments;
// several `data:` lines of one event are joined with "\n". Only the data field matters to the client.
//
// Work is linear in the text fed: each feed is searched once, and the start of a line still
// unfinished is only appended to (engines concatenate without copying) and read once, when the line
// ends (searching or copying it on every feed made a long line arriving in small chunks quadratic).
import { InferenceClientResponseTooLargeError } from "../errors";

const LF = 10;

/** Where `char` next occurs in `text` from `from`, or the text's length when it does not. */
function nextOf(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at === -1 ? text.length : at;
}

export class SseParser {
  /** The start of a line not ended yet. */
  #pending = "";
  /** The last feed ended with CR: a LF opening the next one completes that CRLF. */
  #afterCr = false;
  /** The data of the event being read; `undefined` until its first data line. */
  #data: string | undefined;
  readonly #maxEventChars: number;

  /** `maxEventChars`: longest event (its data, or any one line) accepted, in characters. */
  constructor(maxEventChars = Number.POSITIVE_INFINITY) {
    this.#maxEventChars = maxEventChars;
  }

  /** Parses `text` and pushes the data of every completed event onto `out`. */
  feed(text: string, out: string[]): void {
    const length = text.length;
    // An empty read (a chunk holding only part of a character) must not forget a CR that ended the last one.
    if (length === 0) return;
    let start = this.#afterCr && text.charCodeAt(0) === LF ? 1 : 0;
    this.#afterCr = false;
    // The next LF and the next CR, each searched for again only once passed.
    let lf = -1;
    let cr = -1;
    for (;;) {
      if (lf < start) lf = nextOf(text, "\n", start);
      if (cr < start) cr = nextOf(text, "\r", start);
      const end = lf < cr ? lf : cr;
      if (end === length) break;
      let next = end + 1;
      if (end === cr) {
        if (next === length) this.#afterCr = true;
        else if (text.charCodeAt(next) === LF) next++;
      }
      this.#line(this.#pending + text.slice(start, end), out);
      this.#pending = "";
      start = next;
    }
    if (start < length) {
      this.#pending += text.slice(start);
      this.#checkSize(this.#pending.length);
    }
  }

  /** Ends the stream: a last event not followed by a blank line is still delivered. */
  end(out: string[]): void {
    const line = this.#pending;
    this.#pending = "";
    this.#afterCr = false;
    if (line !== "") this.#line(line, out);
    this.#line("", out);
  }

  #checkSize(length: number): void {
    if (length + (this.#data?.length ?? 0) > this.#maxEventChars) {
      throw new InferenceClientResponseTooLargeError("maxEventChars", this.#maxEventChars);
    }
  }

  /** Handles one line, without its line end. */
  #line(line: string, out: string[]): void {
    if (line === "") {
      if (this.#data !== undefined) out.push(this.#data);
      this.#data = undefined;
      return;
    }
    if (!line.startsWith("data")) return; // comments and the event/id/retry fields
    let valueStart = 4;
    if (line.length > 4) {
      if (line.charCodeAt(4) !== 58 /* : */) return; // a field merely starting with "data"
      valueStart = line.charCodeAt(5) === 32 /* space */ ? 6 : 5;
    }
    this.#checkSize(line.length - valueStart + 1);
    const value = line.slice(valueStart);
    this.#data = this.#data === undefined ? value : `${this.#data}\n${value}`;
  }
}
