"""The game's messages, found in the code, against its catalogues.

    python tools/messages.py check              # what is missing, untranslated or unused
    python tools/messages.py add ja/ui.po FILE...  # append the messages of FILEs not yet in any ja
                                                #   catalogue to game/locale/ja/ui.po, untranslated
    python tools/messages.py prune              # drop catalogue entries the code no longer uses

A message is the literal first argument of ``_``, ``N_``, ``ngettext`` (singular and plural),
``pgettext``/``npgettext`` (context first) anywhere under ``game/``. The test suite runs the
same check (tests/test_catalogues.py); ``tools/build_font.py`` takes every character of the
catalogues into the font subset.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.rules.po import Entry, merge_catalogues, read_po  # noqa: E402

LOCALE = ROOT / "game" / "locale"
CALLS = {"_": ("msgid",), "N_": ("msgid",), "ngettext": ("msgid", "plural"), "pgettext": ("ctx", "msgid")}
CALLS["npgettext"] = ("ctx", "msgid", "plural")


@dataclass
class Message:
    msgid: str
    msgctxt: str | None = None
    plural: str | None = None
    places: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)


def messages_in(source: str, filename: str) -> tuple[list[Message], list[str]]:
    """The messages of one module, and the calls whose message is not a literal (problems,
    except ``_(name)`` of a value marked with ``N_`` elsewhere, which is how tables work)."""
    found: list[Message] = []
    problems: list[str] = []
    calls = [n for n in ast.walk(ast.parse(source, filename)) if isinstance(n, ast.Call)]
    for node in sorted(calls, key=lambda n: (n.lineno, n.col_offset)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in CALLS):
            continue
        roles = CALLS[node.func.id]
        args = node.args[: len(roles)]
        values: dict[str, str] = {}
        for role, arg in zip(roles, args, strict=False):
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                values[role] = arg.value
            elif isinstance(arg, ast.JoinedStr):
                problems.append(
                    f"{filename}:{node.lineno}: an f-string in {node.func.id}(); use named {{fields}}"
                )
        if "msgid" not in values:
            if node.func.id != "_":
                problems.append(f"{filename}:{node.lineno}: {node.func.id}() of a non-literal")
            continue
        found.append(
            Message(values["msgid"], values.get("ctx"), values.get("plural"), [f"{filename}:{node.lineno}"])
        )
    return found, problems


def code_messages(root: Path = ROOT) -> tuple[dict[tuple[str | None, str], Message], list[str]]:
    """Every message of the game's code, with where it is used."""
    out: dict[tuple[str | None, str], Message] = {}
    problems: list[str] = []
    for path in sorted((root / "game").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        found, bad = messages_in(path.read_text(encoding="utf-8"), rel)
        problems += bad
        for m in found:
            if m.key in out:
                out[m.key].places += m.places
                if m.plural != out[m.key].plural:
                    problems.append(f"{m.places[0]}: {m.msgid!r} has two different plurals")
            else:
                out[m.key] = m
    return out, problems


def catalogue(language: str) -> dict[tuple[str | None, str], Entry]:
    return {e.key: e for e in merge_catalogues(sorted((LOCALE / language).glob("*.po"))) if e.msgid}


def quote(s: str) -> str:
    body = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{body}"'


def entry_text(m: Message, msgstr: list[str] | None = None) -> str:
    lines = [f"#: {' '.join(m.places[:3])}"]
    if m.msgctxt is not None:
        lines.append(f"msgctxt {quote(m.msgctxt)}")
    lines.append(f"msgid {quote(m.msgid)}")
    if m.plural is None:
        lines.append(f"msgstr {quote((msgstr or [''])[0])}")
    else:
        lines.append(f"msgid_plural {quote(m.plural)}")
        lines.append(f"msgstr[0] {quote((msgstr or [''])[0])}")
    return "\n".join(lines) + "\n"


HEADER = """msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Language: {lang}\\n"
"Plural-Forms: nplurals=1; plural=0;\\n"
"""


def add(part: str, files: list[str]) -> int:
    """Append to ``game/locale/<part>`` the messages of ``files`` that no catalogue of that
    language has yet. Returns how many were added."""
    language = part.split("/")[0]
    target = LOCALE / part
    known = catalogue(language)
    new: list[Message] = []
    for f in files:
        path = (ROOT / f).resolve()
        found, _ = messages_in(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
        for m in found:
            if m.key not in known and m.key not in {n.key for n in new}:
                new.append(m)
    if not new:
        return 0
    text = target.read_text(encoding="utf-8") if target.exists() else HEADER.format(lang=language)
    text = text.rstrip("\n") + "\n\n" + "\n".join(entry_text(m) for m in new)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return len(new)


def check(language: str = "ja") -> list[str]:
    """Problems: calls that cannot be extracted, messages missing or untranslated, entries
    the code no longer uses, placeholders that differ."""
    used, problems = code_messages()
    known = catalogue(language)
    for key, m in used.items():
        e = known.get(key)
        if e is None:
            problems.append(f"{m.places[0]}: not in the {language} catalogues: {m.msgid!r}")
        elif not e.translated:
            problems.append(f"{m.places[0]}: not translated into {language}: {m.msgid!r}")
        else:
            problems += placeholder_problems(m, e)
    for key, e in known.items():
        if key not in used:
            problems.append(
                f"line {e.line}: unused {language} entry {e.msgid!r} (run tools/messages.py prune)"
            )
    return problems


def fields_of(s: str) -> set[str]:
    import string

    try:
        return {name for _, name, _, _ in string.Formatter().parse(s) if name is not None}
    except ValueError:
        return {"<bad braces>"}


def placeholder_problems(m: Message, e: Entry) -> list[str]:
    want = fields_of(m.msgid) | (fields_of(m.plural) if m.plural else set())
    out = []
    for s in e.msgstr:
        if fields_of(s) != want:
            out.append(
                f"{m.places[0]}: {m.msgid!r}: the translation's fields {sorted(fields_of(s))}"
                f" are not {sorted(want)}"
            )
    return out


def prune(language: str = "ja") -> int:
    used, _ = code_messages()
    dropped = 0
    for path in sorted((LOCALE / language).glob("*.po")):
        entries = read_po(path)
        keep = [e for e in entries if not e.msgid or e.key in used]
        dropped += len(entries) - len(keep)
        if len(keep) != len(entries):
            head = HEADER.format(lang=language)
            body = "\n".join(
                entry_text(used[e.key], e.msgstr) if e.key in used else "" for e in keep if e.msgid
            )
            path.write_text(head + "\n" + body, encoding="utf-8")
    return dropped


def main(argv: list[str]) -> int:
    if not argv or argv[0] == "check":
        problems = check()
        print("\n".join(problems) or "every message is translated")
        return 1 if problems else 0
    if argv[0] == "add" and len(argv) >= 3:
        print(f"added {add(argv[1], argv[2:])} messages to {argv[1]}")
        return 0
    if argv[0] == "prune":
        print(f"dropped {prune()} unused entries")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
