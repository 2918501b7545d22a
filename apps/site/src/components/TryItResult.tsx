import { useEffect, useState } from "react";
import type { TryItResult } from "./try-it-tasks";

/** An object URL for `blob`, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/** A task's answer: text, a table of labels and scores, a generated image, or audio to play. */
export function TryItResultView({ result }: { result: TryItResult }) {
  const url = useObjectUrl(result.kind === "image" || result.kind === "audio" ? result.blob : undefined);
  switch (result.kind) {
    case "text":
      return <p className="try-it-output">{result.text}</p>;
    case "table":
      return (
        <div className="table-scroll">
          <table className="try-it-table">
            <caption>{result.caption}</caption>
            <thead>
              <tr>
                {result.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((value, column) => (
                    <td key={column}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {result.rows.length === 0 && <p className="muted">The answer held no rows.</p>}
          {result.more > 0 && <p className="muted">{result.more} more not shown.</p>}
        </div>
      );
    case "image":
      return url ? <img className="try-it-image" src={url} alt={result.alt} /> : null;
    case "audio":
      // biome-ignore lint/a11y/useMediaCaption: generated speech has no caption track; the input text is its transcript.
      return url ? <audio className="try-it-audio" controls src={url} /> : null;
  }
}
