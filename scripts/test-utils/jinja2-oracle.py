"""Reference renderer for the differential tests: Python Jinja2 configured as transformers does.

Reads {"jobs": [{"template": str, "context": dict}], "now": [y, m, d, H, M, S]} as JSON on stdin and
prints a JSON list with {"output": str} or {"error": "<ExceptionType>: <message>"} per job.
"""
import json
import sys
from datetime import datetime

import jinja2
from jinja2.ext import Extension, loopcontrols
from jinja2.sandbox import ImmutableSandboxedEnvironment


class GenerationTracker(Extension):
    """Accepts {% generation %}...{% endgeneration %} and renders the body, like transformers."""

    tags = {"generation"}

    def parse(self, parser):
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(["name:endgeneration"], drop_needle=True)
        call = self.call_method("_render", [], [], lineno=lineno)
        return jinja2.nodes.CallBlock(call, [], [], body).set_lineno(lineno)

    def _render(self, caller):
        return caller()


def make_environment(now):
    def raise_exception(message):
        raise jinja2.exceptions.TemplateError(message)

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

    def strftime_now(format):
        return now.strftime(format)

    env = ImmutableSandboxedEnvironment(
        trim_blocks=True, lstrip_blocks=True, extensions=[GenerationTracker, loopcontrols]
    )
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = strftime_now
    return env


def main():
    request = json.load(sys.stdin)
    env = make_environment(datetime(*request.get("now", [2024, 7, 26, 10, 0, 0])))
    compiled = {}
    results = []
    for job in request["jobs"]:
        source = job["template"]
        try:
            if source not in compiled:
                try:
                    compiled[source] = env.from_string(source)
                except Exception as error:  # noqa: BLE001 - every failure is a result
                    compiled[source] = error
            template = compiled[source]
            if isinstance(template, Exception):
                raise template
            results.append({"output": template.render(**job["context"])})
        except Exception as error:  # noqa: BLE001
            results.append({"error": f"{type(error).__name__}: {error}"})
    json.dump(results, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    sys.setrecursionlimit(3000)
    main()
