"""Reading gettext ``.po`` catalogues and compiling them to ``.mo`` bytes, standard library only.

The translation layer (:mod:`game.rules.i18n`) loads the compiled form through the standard
:class:`gettext.GNUTranslations`; a source checkout compiles its ``.po`` files in memory when the
game starts, and the frozen build ships ``.mo`` files compiled by ``build.spec``. Only what our
catalogues use is understood: ``msgctxt``, ``msgid``, ``msgid_plural``, ``msgstr[n]``, comments,
and the ``fuzzy`` flag (a fuzzy entry is left out, as ``msgfmt`` does).
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field
from pathlib import Path


class CatalogueError(ValueError):
    """A ``.po`` file that cannot be read: its path and line say where."""


@dataclass
class Entry:
    msgid: str
    msgstr: list[str] = field(default_factory=lambda: [""])
    msgctxt: str | None = None
    msgid_plural: str | None = None
    fuzzy: bool = False
    line: int = 0

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)

    @property
    def translated(self) -> bool:
        return not self.fuzzy and all(s for s in self.msgstr)


def _unquote(text: str, where: str) -> str:
    text = text.strip()
    if not (len(text) >= 2 and text[0] == text[-1] == '"'):
        raise CatalogueError(f"{where}: expected a quoted string, got {text!r}")
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError) as exc:
        raise CatalogueError(f"{where}: bad string {text!r} ({exc})") from None
    if not isinstance(value, str):
        raise CatalogueError(f"{where}: bad string {text!r}")
    return value


def parse_po(text: str, name: str = "<po>") -> list[Entry]:
    """Every entry of a ``.po`` file's text, the header (empty msgid) included."""
    entries: list[Entry] = []
    fields: dict[str, str] = {}
    current: str | None = None
    fuzzy = False
    start = 0

    def finish() -> None:
        nonlocal fields, current, fuzzy
        if "msgid" in fields:
            plural = fields.get("msgid_plural")
            if plural is None:
                strs = [fields.get("msgstr", "")]
            else:
                n = sum(1 for k in fields if k.startswith("msgstr["))
                strs = [fields.get(f"msgstr[{i}]", "") for i in range(max(1, n))]
            entries.append(Entry(fields["msgid"], strs, fields.get("msgctxt"), plural, fuzzy, start))
        elif fields:
            raise CatalogueError(f"{name}:{start}: an entry without msgid")
        fields, current, fuzzy = {}, None, False

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{name}:{number}"
        if not line:
            continue
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line:
                if "msgid" in fields:
                    finish()
                fuzzy = True
            continue
        if line.startswith('"'):
            if current is None:
                raise CatalogueError(f"{where}: a string continues nothing")
            fields[current] += _unquote(line, where)
            continue
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgctxt", "msgid") and (
            "msgstr" in fields or any(k.startswith("msgstr[") for k in fields)
        ):
            finish()
        if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not keyword.startswith(
            "msgstr["
        ):
            raise CatalogueError(f"{where}: unknown keyword {keyword!r}")
        if keyword in fields:
            raise CatalogueError(f"{where}: {keyword} twice in one entry")
        if not fields:
            start = number
        fields[keyword] = _unquote(rest, where)
        current = keyword
    finish()
    return entries


def read_po(path: Path) -> list[Entry]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CatalogueError(f"{path}: cannot read ({exc})") from None
    return parse_po(text, str(path))


def merge_catalogues(paths: list[Path]) -> list[Entry]:
    """The entries of several ``.po`` files as one catalogue: the first file's header, and each
    message once (the same message in two files must say the same thing)."""
    merged: dict[tuple[str | None, str], Entry] = {}
    for path in sorted(paths):
        for e in read_po(path):
            old = merged.get(e.key)
            if old is None:
                merged[e.key] = e
            elif e.msgid and e.translated and old.translated and old.msgstr != e.msgstr:
                raise CatalogueError(
                    f"{path}:{e.line}: {e.msgid!r} is translated differently in two catalogues"
                )
            elif e.translated and not old.translated:
                merged[e.key] = e
    return list(merged.values())


def compile_mo(entries: list[Entry]) -> bytes:
    """The GNU ``.mo`` bytes of ``entries`` (untranslated and fuzzy ones left out, the header kept)."""
    pairs: dict[bytes, bytes] = {}
    for e in entries:
        if e.msgid and not e.translated:
            continue
        key = e.msgid if e.msgid_plural is None else e.msgid + "\0" + e.msgid_plural
        if e.msgctxt is not None:
            key = e.msgctxt + "\x04" + key
        pairs[key.encode("utf-8")] = "\0".join(e.msgstr).encode("utf-8")
    keys = sorted(pairs)
    ids = b"".join(k + b"\0" for k in keys)
    strs = b"".join(pairs[k] + b"\0" for k in keys)
    n = len(keys)
    header = 7 * 4
    key_table = header
    value_table = key_table + n * 8
    ids_start = value_table + n * 8
    strs_start = ids_start + len(ids)
    offsets_k, offsets_v = [], []
    pos = 0
    for k in keys:
        offsets_k.append((len(k), ids_start + pos))
        pos += len(k) + 1
    pos = 0
    for k in keys:
        v = pairs[k]
        offsets_v.append((len(v), strs_start + pos))
        pos += len(v) + 1
    out = struct.pack("<7I", 0x950412DE, 0, n, key_table, value_table, 0, 0)
    out += b"".join(struct.pack("<2I", *o) for o in offsets_k)
    out += b"".join(struct.pack("<2I", *o) for o in offsets_v)
    return out + ids + strs
