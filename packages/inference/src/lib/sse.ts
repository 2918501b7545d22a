// Incremental server-sent-events parser: feed it decoded text as it arrives, get each event's data.
// Lines may end in LF, CR or CRLF and may be split anywhere between two feeds; `:` lines are comments;
// several `data:` lines of one event are joined with "\n". Only the data field matters to the client.
//
// Work is linear in the text fed: each feed is searched once, and the start of a line still
// unfinished is kept as pieces, joined once when the line ends (searching or re-concatenating it on
// every feed made a long line arriving in small chunks quadratic).
import { InferenceClientResponseTooLargeError } from "../errors";

const LF = 10;

export class SseParser {
  /** The unfinished line, in the pieces it arrived in. */
  private pieces: string[] = [];
  private piecesLength = 0;
  /** The last feed ended with CR: a LF opening the next one completes that CRLF. */
  private afterCr = false;
  private data = "";
  private hasData = false;

  /** `maxEventChars`: longest event (its data, or any one line) accepted, in characters. */
  constructor(private readonly maxEventChars = Number.POSITIVE_INFINITY) {}

  /** Parses `text` and pushes the data of every completed event onto `out`. */
  feed(text: string, out: string[]): void {
    const length = text.length;
    let start = 0;
    if (this.afterCr) {
      this.afterCr = false;
      if (text.charCodeAt(0) === LF) start = 1;
    }
    let lf = text.indexOf("\n", start);
    let cr = text.indexOf("\r", start);
    while (start < length) {
      if (lf !== -1 && lf < start) lf = text.indexOf("\n", start);
      if (cr !== -1 && cr < start) cr = text.indexOf("\r", start);
      let end: number;
      let next: number;
      if (cr === -1 || (lf !== -1 && lf < cr)) {
        if (lf === -1) break;
        end = lf;
        next = lf + 1;
      } else {
        end = cr;
        if (cr === length - 1) this.afterCr = true;
        next = text.charCodeAt(cr + 1) === LF ? cr + 2 : cr + 1;
      }
      if (this.pieces.length === 0) this.line(text, start, end, out);
      else {
        const line = this.takeLine(text.slice(start, end));
        this.line(line, 0, line.length, out);
      }
      start = next;
    }
    if (start < length) this.keep(text.slice(start));
  }

  /** Ends the stream: a last event not followed by a blank line is still delivered. */
  end(out: string[]): void {
    if (this.pieces.length > 0) {
      const line = this.takeLine("");
      this.line(line, 0, line.length, out);
    }
    this.afterCr = false;
    this.line("", 0, 0, out);
  }

  private keep(piece: string): void {
    this.piecesLength += piece.length;
    this.checkSize(this.piecesLength);
    this.pieces.push(piece);
  }

  /** The unfinished line completed by `last`. */
  private takeLine(last: string): string {
    this.pieces.push(last);
    const line = this.pieces.join("");
    this.pieces = [];
    this.piecesLength = 0;
    return line;
  }

  private checkSize(length: number): void {
    if (length + this.data.length > this.maxEventChars) {
      throw new InferenceClientResponseTooLargeError("maxEventChars", this.maxEventChars);
    }
  }

  /** Handles the line `buffer[start, end)`. */
  private line(buffer: string, start: number, end: number, out: string[]): void {
    if (start === end) {
      if (this.hasData) out.push(this.data);
      this.data = "";
      this.hasData = false;
      return;
    }
    if (!buffer.startsWith("data", start)) return; // comments and the event/id/retry fields
    let valueStart = start + 4;
    if (valueStart < end) {
      if (buffer.charCodeAt(valueStart) !== 58 /* : */) return; // a field merely starting with "data"
      valueStart++;
      if (buffer.charCodeAt(valueStart) === 32 /* space */) valueStart++;
    }
    this.checkSize(end - valueStart + 1);
    const value = buffer.slice(valueStart, end);
    this.data = this.hasData ? `${this.data}\n${value}` : value;
    this.hasData = true;
  }
}
