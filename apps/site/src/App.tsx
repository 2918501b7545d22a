const PACKAGES = [
  { name: "@inferkit/jinja", what: "Chat-template engine that renders like Python Jinja2." },
  { name: "@inferkit/tasks", what: "Task catalogue and the library registry with 'use this model' snippets." },
  { name: "@inferkit/inference", what: "One client for the router and every hosted provider." },
  { name: "@inferkit/ui", what: "Copy button, code block, linked heading and GitHub link for React." },
];

export function App() {
  return (
    <main>
      <h1>Inferkit</h1>
      <p>An open toolkit to browse, try and call hosted machine-learning models.</p>
      <ul>
        {PACKAGES.map((pkg) => (
          <li key={pkg.name}>
            <code>{pkg.name}</code>: {pkg.what}
          </li>
        ))}
      </ul>
    </main>
  );
}
