import { Heading } from "@inferkit/ui";

export interface HomeProps {
  counts: { tasks: number; libraries: number; models: number };
}

export default function HomePage({ counts }: HomeProps) {
  return (
    <>
      <section className="hero">
        <Heading level={1} id="top">
          Find, understand and call machine-learning models
        </Heading>
        <p className="lead">
          Inferkit is an open toolkit: a catalogue of {counts.tasks} tasks, a registry of {counts.libraries} model
          libraries with copy-ready code, one typed client for the inference router and every hosted provider, and a
          Jinja engine that renders chat templates exactly like Python.
        </p>
        <p>
          Search any page from the box at the top: press <kbd>/</kbd>, type a task, a library or a model id, and pick a
          result with the arrow keys.
        </p>
      </section>
      <section aria-labelledby="explore">
        <Heading level={2} id="explore">
          Explore
        </Heading>
        <ul className="card-grid">
          <li className="card">
            <a className="card-title" href="/tasks">
              {counts.tasks} tasks
            </a>
            <p>What each task does, a demo, and the models, datasets and metrics to start from.</p>
          </li>
          <li className="card">
            <a className="card-title" href="/libraries">
              {counts.libraries} libraries
            </a>
            <p>The registry of model libraries: links, supported tasks and "use this model" code.</p>
          </li>
          <li className="card">
            <a className="card-title" href="/models">
              {counts.models} example models
            </a>
            <p>Model pages with library snippets and inference-provider code in JavaScript, Python and cURL.</p>
          </li>
          <li className="card">
            <a className="card-title" href="/playground">
              Chat-template playground
            </a>
            <p>Edit a chat template and messages, and see the exact prompt a model receives.</p>
          </li>
        </ul>
      </section>
    </>
  );
}
