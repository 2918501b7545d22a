import { type ReactNode, useEffect } from "react";
import { SiteSearch } from "./components/SiteSearch";

const NAV = [
  { href: "/tasks", label: "Tasks" },
  { href: "/libraries", label: "Libraries" },
  { href: "/models", label: "Models" },
  { href: "/playground", label: "Playground" },
];

function isCurrent(path: string, href: string) {
  return path === href || path.startsWith(`${href}/`);
}

/** The frame of every page: skip link, sticky header with search and navigation, main, footer. */
export function Layout({ path, children }: { path: string; children: ReactNode }) {
  // Marks the page interactive once hydrated (browser tests wait for it).
  useEffect(() => {
    document.body.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <a className="brand" href="/" aria-current={path === "/" ? "page" : undefined}>
            <span aria-hidden="true" className="brand-mark">
              ik
            </span>
            Inferkit
          </a>
          <SiteSearch />
          <nav aria-label="Main">
            <ul className="nav-list">
              {NAV.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={isCurrent(path, item.href) ? "page" : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <p>
          Inferkit — an open toolkit to browse, try and call hosted machine-learning models. Every page here is built
          from the <code>@inferkit</code> packages.
        </p>
      </footer>
    </>
  );
}
