import { Heading } from "@inferkit/ui";
import { useEffect, useState } from "react";

/** One static 404.html serves every unknown path; the path shown is filled in once in the browser. */
export default function NotFoundPage() {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(window.location.pathname), []);
  return (
    <>
      <Heading level={1} id="top">
        Page not found
      </Heading>
      <p className="lead">
        Nothing lives at {path ? <code>{path}</code> : "this address"}. It may have moved, or the address has a typo.
      </p>
      <ul>
        <li>
          <a href="/">Search tasks, libraries and models</a>
        </li>
        <li>
          <a href="/tasks">Browse every task</a>
        </li>
        <li>
          <a href="/libraries">See the library registry</a>
        </li>
      </ul>
    </>
  );
}
