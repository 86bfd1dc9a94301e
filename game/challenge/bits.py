"""A stream of bits packed into the 5-bit symbols of a challenge code, and read back.

Numbers are written three ways: a fixed width (``uint``), a growing one for small counts and
positions (``varuint``: groups of three bits, each followed by a bit saying whether another
group follows, so 0 to 7 take four bits and 8 to 63 eight), and signed (``varint``: zigzag,
so small negatives stay short). A code ends with the zero bits that fill its last symbol.
"""

from __future__ import annotations

SYMBOL_BITS = 5
GROUP_BITS = 3


class BitsEnded(ValueError):
    """The reader ran past the last bit: the code is shorter than what it says it holds."""


class BitWriter:
    def __init__(self) -> None:
        self._bits: list[int] = []

    def uint(self, value: int, width: int) -> None:
        if not 0 <= value < 1 << width:
            raise ValueError(f"{value} does not fit in {width} bits")
        self._bits += [(value >> (width - 1 - i)) & 1 for i in range(width)]

    def varuint(self, value: int) -> None:
        if value < 0:
            raise ValueError(f"a count cannot be negative: {value}")
        groups = [value & 7]
        value >>= GROUP_BITS
        while value:
            groups.append(value & 7)
            value >>= GROUP_BITS
        for i, group in enumerate(reversed(groups)):  # the high group first
            self.uint(group, GROUP_BITS)
            self.uint(int(i + 1 < len(groups)), 1)

    def varint(self, value: int) -> None:
        self.varuint(2 * value if value >= 0 else -2 * value - 1)

    def symbols(self) -> list[int]:
        """The bits as 5-bit symbols, the last one filled with zeros."""
        bits = self._bits + [0] * (-len(self._bits) % SYMBOL_BITS)
        return [
            int("".join(map(str, bits[i : i + SYMBOL_BITS])), 2) for i in range(0, len(bits), SYMBOL_BITS)
        ]


class BitReader:
    def __init__(self, symbols: list[int]) -> None:
        self._bits = [(s >> (SYMBOL_BITS - 1 - i)) & 1 for s in symbols for i in range(SYMBOL_BITS)]
        self._at = 0

    def uint(self, width: int) -> int:
        if self._at + width > len(self._bits):
            raise BitsEnded("the code ends too soon")
        value = 0
        for bit in self._bits[self._at : self._at + width]:
            value = value << 1 | bit
        self._at += width
        return value

    def varuint(self, limit: int = 1 << 40) -> int:
        """A count written by :meth:`BitWriter.varuint`; a value above ``limit``, or one written
        with a needless leading zero group (never written, so never read: one code per
        challenge), raises ``ValueError``."""
        value = self.uint(GROUP_BITS)
        first = True
        while self.uint(1):
            if first and value == 0:
                raise ValueError("a number written with a needless leading zero")
            first = False
            value = value << GROUP_BITS | self.uint(GROUP_BITS)
            if value > limit:
                raise ValueError(f"a number above {limit}")
        if value > limit:
            raise ValueError(f"a number above {limit}")
        return value

    def varint(self) -> int:
        z = self.varuint()
        return z // 2 if z % 2 == 0 else -(z + 1) // 2

    def rest_is_padding(self) -> bool:
        """Only the zero bits that fill the last symbol are left."""
        rest = self._bits[self._at :]
        return len(rest) < SYMBOL_BITS and not any(rest)
