import type { TaskDemoEntry } from "@inferkit/tasks";
import { TASK_MEDIA_PATH } from "../site-config";

const TOKEN_HUES = ["#c2410c", "#0f766e", "#7c3aed", "#be123c", "#1d4ed8", "#4d7c0f"];

function TokenText({ entry }: { entry: Extract<TaskDemoEntry, { type: "text-with-tokens" }> }) {
  const types = [...new Set(entry.tokens.map((t) => t.type))];
  const sorted = [...entry.tokens].sort((a, b) => a.start - b.start);
  const parts: Array<string | { text: string; type: string }> = [];
  let cursor = 0;
  for (const token of sorted) {
    if (token.start < cursor || token.end > entry.text.length) continue;
    if (token.start > cursor) parts.push(entry.text.slice(cursor, token.start));
    parts.push({ text: entry.text.slice(token.start, token.end), type: token.type });
    cursor = token.end;
  }
  if (cursor < entry.text.length) parts.push(entry.text.slice(cursor));
  return (
    <div className="demo-tokens">
      <p>
        {parts.map((part, index) =>
          typeof part === "string" ? (
            part
          ) : (
            <mark
              key={index}
              style={{ ["--token-hue" as string]: TOKEN_HUES[types.indexOf(part.type) % TOKEN_HUES.length] }}
            >
              {part.text}
              <span className="demo-token-type">{part.type}</span>
            </mark>
          ),
        )}
      </p>
    </div>
  );
}

/** What a demo image or clip shows, for its accessible name: "Task demo: file name without dashes". */
function mediaName(taskLabel: string, filename: string): string {
  return `${taskLabel} demo: ${filename.replace(/\.[a-z0-9]+$/i, "").replaceAll("-", " ")}`;
}

/** One input or output of a task demo, drawn according to its kind. */
export function DemoEntry({ entry, taskLabel }: { entry: TaskDemoEntry; taskLabel: string }) {
  switch (entry.type) {
    case "text":
      return (
        <div className="demo-text">
          <span className="demo-label">{entry.label}</span>
          <p>{entry.content}</p>
        </div>
      );
    case "img":
      return (
        <img
          className="demo-img"
          src={`${TASK_MEDIA_PATH}/${entry.filename}`}
          alt={mediaName(taskLabel, entry.filename)}
          loading="lazy"
          width={320}
          height={240}
        />
      );
    case "audio":
      // A player alone is an unnamed control: it gets the same name as a demo image, and its file name as a caption.
      return (
        <figure className="demo-audio-figure">
          {/* biome-ignore lint/a11y/useMediaCaption: demo clips are synthetic speech whose text is shown beside them */}
          <audio
            className="demo-audio"
            controls
            preload="none"
            src={`${TASK_MEDIA_PATH}/${entry.filename}`}
            aria-label={mediaName(taskLabel, entry.filename)}
          >
            <a href={`${TASK_MEDIA_PATH}/${entry.filename}`}>Download the audio clip</a>
          </audio>
          <figcaption className="demo-caption">{entry.filename}</figcaption>
        </figure>
      );
    case "chart":
      return (
        <ul className="demo-chart" aria-label="Scores">
          {entry.data.map((bar) => (
            <li key={bar.label}>
              <span className="demo-chart-label">{bar.label}</span>
              <span className="demo-chart-bar" style={{ width: `${Math.max(2, Math.round(bar.score * 100))}%` }} />
              <span className="demo-chart-score">{bar.score.toFixed(3)}</span>
            </li>
          ))}
        </ul>
      );
    case "tabular": {
      const [header = [], ...rows] = entry.table;
      return (
        <div className="table-scroll">
          <table className="demo-table">
            <thead>
              <tr>
                {header.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case "text-with-tokens":
      return <TokenText entry={entry} />;
  }
}
