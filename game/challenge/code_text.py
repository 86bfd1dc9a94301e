"""The text of a challenge code: an alphabet a person can read aloud and type, and a check that
catches every typo of one character and every swap of two neighbours, and names the place.

- **Alphabet**: Crockford's base 32, ``0-9`` and the letters but I, L, O and U, five bits a
  character. Reading accepts lower case, I and L for 1, O for 0, full-width characters (a
  Japanese input method), and ignores spaces and dashes. Codes are written in groups of four.
- **Check**: the code is cut into blocks of at most 31 characters, each a Reed-Solomon codeword
  over GF(32) with two check characters at its end (roots α and α²). Any two characters of a
  block may be wrong and the check still fails (its minimum distance is 3), so a typo and a
  swap of neighbours are always caught (a swap across two blocks changes one character in
  each); one wrong character is located from the two syndromes (``α^d = S2 / S1``).
- **Version**: the first character is the code's format version in every version, so a newer
  code is told apart (and refused) rather than misread or taken for a typo.

A swap of neighbours is looked for before a single wrong character: a swap's syndromes also
point at some single character (at a wrong place, nearly half the time in a short code), while
a single typo is explained by some swap only rarely (about one in eighty).
"""

from __future__ import annotations

import unicodedata

from game.rules.i18n import _

from .errors import CodeError, CodeProblem, newer_error, ordinal

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
ALIASES = {"I": "1", "L": "1", "O": "0"}
SEPARATORS = frozenset(" \t\r\n-_\u2010\u2011\u2012\u2013\u2014\u2212")
GROUP = 4  # characters between dashes as a code is written
BLOCK = 31  # characters per check block: GF(32) has 31 non-zero elements
CHECKS = 2  # check characters per block
DATA_PER_BLOCK = BLOCK - CHECKS

# GF(32) from the primitive polynomial x^5 + x^2 + 1.
_POLY = 0b100101
_EXP = [0] * 62
_LOG = [0] * 32
_x = 1
for _i in range(31):
    _EXP[_i] = _EXP[_i + 31] = _x
    _LOG[_x] = _i
    _x <<= 1
    if _x & 0b100000:
        _x ^= _POLY


def _mul(a: int, b: int) -> int:
    return 0 if a == 0 or b == 0 else _EXP[_LOG[a] + _LOG[b]]


def _div(a: int, b: int) -> int:
    return 0 if a == 0 else _EXP[(_LOG[a] - _LOG[b]) % 31]


def _power_sums(block: list[int], length: int) -> tuple[int, int]:
    """Σ c_i α^(j·d_i) for j = 1, 2, where d_i = length - 1 - i is the degree of the i-th
    character in a codeword of ``length`` characters (the first is the highest)."""
    s1 = s2 = 0
    for i, c in enumerate(block):
        if c:
            d = length - 1 - i
            s1 ^= _mul(c, _EXP[d % 31])
            s2 ^= _mul(c, _EXP[(2 * d) % 31])
    return s1, s2


def _check_symbols(data: list[int]) -> list[int]:
    """The two check characters that end ``data``'s block: c1·α^j + c0 = Σ (j = 1, 2)."""
    a1, a2 = _power_sums(data, len(data) + CHECKS)
    c1 = _div(a1 ^ a2, _EXP[1] ^ _EXP[2])
    c0 = a1 ^ _mul(c1, _EXP[1])
    return [c1, c0]


def _blocks(length: int) -> list[tuple[int, int]] | None:
    """(start, end) of each block of a code of ``length`` characters; None for a length no
    code has (a last block too short to hold a character and its checks)."""
    out = [(at, min(at + BLOCK, length)) for at in range(0, length, BLOCK)]
    return out if out and out[-1][1] - out[-1][0] > CHECKS else None


def seal(data: list[int]) -> str:
    """The code of ``data`` (5-bit values, the version first): its characters with each
    block's check characters, ungrouped."""
    out: list[int] = []
    for at in range(0, len(data), DATA_PER_BLOCK):
        chunk = data[at : at + DATA_PER_BLOCK]
        out += chunk + _check_symbols(chunk)
    return "".join(ALPHABET[v] for v in out)


def grouped(code: str) -> str:
    """``code`` in groups of four, with dashes: how it is shown and read aloud."""
    chars = [c for c in code if c not in SEPARATORS]
    return "-".join("".join(chars[i : i + GROUP]) for i in range(0, len(chars), GROUP))


def normalize(text: str) -> tuple[list[str], list[int]]:
    """The code's characters as typed (upper case, look-alikes read as 1 and 0, separators
    dropped; a character no code uses is kept, to be named) and each one's index in ``text``."""
    chars: list[str] = []
    where: list[int] = []
    for i, raw in enumerate(text):
        ch = unicodedata.normalize("NFKC", raw).upper()
        if not ch or ch in SEPARATORS or ch.isspace():
            continue
        chars.append(ALIASES.get(ch, ch))
        where.append(i)
    return chars, where


def _valid(symbols: list[int]) -> bool:
    blocks = _blocks(len(symbols))
    return blocks is not None and all(_power_sums(symbols[a:b], b - a) == (0, 0) for a, b in blocks)


def _locate(block: list[int]) -> int | None:
    """The index in ``block`` of its one wrong character, if one wrong character explains its
    syndromes; else None."""
    s1, s2 = _power_sums(block, len(block))
    if s1 == 0 or s2 == 0:
        return None
    d = _LOG[_div(s2, s1)]
    return len(block) - 1 - d if d < len(block) else None


def _swaps(symbols: list[int]) -> list[int]:
    """Each i where swapping the i-th and (i+1)-th characters makes a valid code."""
    out = []
    for i in range(len(symbols) - 1):
        if symbols[i] != symbols[i + 1]:
            swapped = [*symbols[:i], symbols[i + 1], symbols[i], *symbols[i + 2 :]]
            if _valid(swapped):
                out.append(i)
    return out


def open_code(text: str, version: int, shortest: int) -> list[int]:
    """The data of a typed code (5-bit values, its format version first), its checks verified;
    a :class:`CodeError` saying what is wrong and, where it can, which character. ``version``:
    the newest format this build reads (a higher first character: a newer game's code);
    ``shortest``: the fewest characters a code of this build has."""
    chars, where = normalize(text)
    if not chars:
        raise CodeError(CodeProblem.EMPTY, _("Type or paste a challenge code."))
    for i, ch in enumerate(chars):
        if ch not in VALUE:
            raise CodeError(
                CodeProblem.CHARACTER,
                _("The {nth} character ({char}) is not used in challenge codes.").format(
                    nth=ordinal(i + 1), char=text[where[i]]
                ),
                i,
                where[i],
            )
    symbols = [VALUE[c] for c in chars]
    newer = symbols[0] > version
    blocks = _blocks(len(symbols))
    if blocks is None or len(symbols) < shortest:
        if newer:
            raise newer_error()
        if len(symbols) < shortest:
            raise CodeError(
                CodeProblem.SHORT,
                _("This code is too short: a challenge code has at least {n} characters.").format(n=shortest),
            )
        raise CodeError(CodeProblem.LENGTH, _("This code has a character too many or too few."))
    bad = [(a, b) for a, b in blocks if _power_sums(symbols[a:b], b - a) != (0, 0)]
    if not bad:
        if newer:
            raise newer_error()
        return [v for a, b in blocks for v in symbols[a : b - CHECKS]]
    swaps = _swaps(symbols)
    if len(swaps) == 1:
        i = swaps[0]
        raise CodeError(
            CodeProblem.SWAP,
            _("The {nth} and {next} characters ({pair}) look swapped.").format(
                nth=ordinal(i + 1), next=ordinal(i + 2), pair="".join(chars[i : i + 2])
            ),
            i,
            where[i],
        )
    at = _locate(symbols[bad[0][0] : bad[0][1]]) if len(bad) == 1 else None
    place = None if at is None else bad[0][0] + at
    if newer and place != 0:
        raise newer_error()
    if place is not None:
        raise CodeError(
            CodeProblem.TYPO,
            _("The {nth} character ({char}) does not fit: check it.").format(
                nth=ordinal(place + 1), char=chars[place]
            ),
            place,
            where[place],
        )
    raise CodeError(CodeProblem.MISTAKE, _("This code does not add up: check it character by character."))
