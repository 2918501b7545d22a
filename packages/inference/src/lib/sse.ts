// Incremental server-sent-events parser: feed it decoded text as it arrives, get each event's data.
// Lines may end in LF, CR or CRLF and may be split anywhere between two feeds; `:` lines are comments;
// several `data:` lines of one event are joined with "\n". Only the data field matters to the client.

const LF = 10;

export class SseParser {
  /** Unfinished line carried over from the previous feed. */
  private pending = "";
  private data = "";
  private hasData = false;

  /** Parses `text` and pushes the data of every completed event onto `out`. */
  feed(text: string, out: string[]): void {
    const buffer = this.pending ? this.pending + text : text;
    const length = buffer.length;
    let start = 0;
    let lf = buffer.indexOf("\n");
    let cr = buffer.indexOf("\r");
    while (start < length) {
      if (lf !== -1 && lf < start) lf = buffer.indexOf("\n", start);
      if (cr !== -1 && cr < start) cr = buffer.indexOf("\r", start);
      let end: number;
      let next: number;
      if (cr === -1 || (lf !== -1 && lf < cr)) {
        if (lf === -1) break;
        end = lf;
        next = lf + 1;
      } else {
        // A CR at the very end may be the first half of a CRLF split across feeds.
        if (cr === length - 1) break;
        end = cr;
        next = buffer.charCodeAt(cr + 1) === LF ? cr + 2 : cr + 1;
      }
      this.line(buffer, start, end, out);
      start = next;
    }
    this.pending = start < length ? buffer.slice(start) : "";
  }

  /** Ends the stream: a last event not followed by a blank line is still delivered. */
  end(out: string[]): void {
    const rest = this.pending.endsWith("\r") ? this.pending.slice(0, -1) : this.pending;
    this.pending = "";
    if (rest) this.line(rest, 0, rest.length, out);
    this.line("", 0, 0, out);
  }

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
    const value = buffer.slice(valueStart, end);
    this.data = this.hasData ? `${this.data}\n${value}` : value;
    this.hasData = true;
  }
}
