"""Synthesise the game's sound effects with numpy into sounds/*.wav (mono, 16-bit, 44.1 kHz).

Our own synthesis from noise and sine partials, seeded, so every run writes the same bytes and
no licence question arises. Each sound is DC-free, faded in and out (no clicks at the ends) and
peak-normalised to the level in ``LEVELS``.
Run: python tools/gen_sounds.py
"""

from __future__ import annotations

import sys
import wave
from collections.abc import Callable

import numpy as np
from assetlib import SOUNDS

RATE = 44100
Signal = np.ndarray


def seconds(n: float) -> int:
    return round(n * RATE)


def timeline(duration: float) -> Signal:
    return np.arange(seconds(duration)) / RATE


def bandpass(x: Signal, lo: float, hi: float, soft: float = 0.25) -> Signal:
    """Zero-phase band-pass in the frequency domain, with raised-cosine skirts (no ringing)."""
    n = 1 << int(np.ceil(np.log2(len(x) * 2)))  # zero-pad so the circular FFT does not wrap
    spec = np.fft.rfft(x, n)
    f = np.fft.rfftfreq(n, 1 / RATE)
    gain = np.ones_like(f)
    lo_w, hi_w = lo * soft, hi * soft
    gain[f < lo - lo_w] = 0
    ramp = (f >= lo - lo_w) & (f < lo)
    gain[ramp] = 0.5 - 0.5 * np.cos(np.pi * (f[ramp] - (lo - lo_w)) / lo_w)
    gain[f > hi + hi_w] = 0
    ramp = (f > hi) & (f <= hi + hi_w)
    gain[ramp] = 0.5 + 0.5 * np.cos(np.pi * (f[ramp] - hi) / hi_w)
    return np.fft.irfft(spec * gain, n)[: len(x)]


def place(out: Signal, sound: Signal, at: float, gain: float = 1.0) -> None:
    start = seconds(at)
    end = min(len(out), start + len(sound))
    out[start:end] += gain * sound[: end - start]


def tick(rng: np.random.Generator, length: float, decay: float, lo: float, hi: float) -> Signal:
    """A short noise burst: the sound of a card edge or a card landing."""
    t = timeline(length)
    env = np.minimum(t / 0.0008, 1) * np.exp(-t / decay)
    env *= np.cos(np.pi / 2 * t / t[-1]) ** 2  # reach zero before the buffer ends
    # Filter after shaping, with silence around the burst: the zero-phase filter rings a
    # little before the onset, and cutting that ring off would itself be a click.
    pad = np.zeros(seconds(0.01))
    burst = np.concatenate([pad, rng.standard_normal(len(t)) * env, pad])
    return bandpass(burst, lo, hi)


def tone(
    freq: float, duration: float, partials: list[tuple[float, float, float]], attack: float = 0.004
) -> Signal:
    """Additive tone: ``partials`` are (frequency ratio, amplitude, decay time in s)."""
    t = timeline(duration)
    out = np.zeros_like(t)
    for ratio, amp, decay in partials:
        out += amp * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-t / decay)
    # a release over the last quarter, so a tone cut short never ends in a click
    release = np.clip((t[-1] - t) / (0.25 * duration), 0, 1)
    onset = np.sin(np.pi / 2 * np.minimum(t / attack, 1)) ** 2
    shaped: Signal = out * onset * np.sin(np.pi / 2 * release) ** 2
    return shaped


def room(x: Signal, rng: np.random.Generator, length: float = 0.35, mix: float = 0.18) -> Signal:
    """A small, soft room: convolution with decaying low-passed noise."""
    t = timeline(length)
    ir = bandpass(rng.standard_normal(len(t)), 200, 5000) * np.exp(-t / (length / 5))
    ir /= np.sqrt(np.sum(ir**2))
    n = len(x) + len(ir)
    wet = np.fft.irfft(np.fft.rfft(x, n) * np.fft.rfft(ir, n), n)[: len(x)]
    return x + mix * wet


BELL = [(1.0, 1.0, 0.45), (2.0, 0.35, 0.25), (3.01, 0.18, 0.14), (4.2, 0.08, 0.08)]
CHIME = [(1.0, 1.0, 0.28), (2.0, 0.3, 0.16), (3.01, 0.14, 0.09), (4.2, 0.06, 0.05)]
MARIMBA = [(1.0, 1.0, 0.22), (3.93, 0.25, 0.05), (9.2, 0.06, 0.02)]
SOFT = [(1.0, 1.0, 0.35), (2.0, 0.22, 0.2), (3.0, 0.05, 0.1)]


def note(name: str) -> float:
    names = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = names[name[0]] + (1 if "#" in name else -1 if "b" in name[1:] else 0)
    octave = int(name[-1])
    return 440.0 * 2 ** ((semis + 12 * (octave - 4)) / 12)


def card_play(rng: np.random.Generator) -> Signal:
    out = np.zeros(seconds(0.14))
    place(out, tick(rng, 0.12, 0.018, 700, 6500), 0.002)
    thump = tone(150, 0.08, [(1.0, 1.0, 0.025), (1.5, 0.3, 0.015)], attack=0.004)
    place(out, thump, 0.01, 0.55)  # lands with the burst, which starts after its 10 ms pad
    place(out, tick(rng, 0.02, 0.003, 3000, 9000), 0.003, 0.35)
    return out


def deal(rng: np.random.Generator) -> Signal:
    t = timeline(0.17)
    swish = np.zeros_like(t)
    noise = rng.standard_normal(len(t))
    # a sweep upwards: the card sliding off the deck
    for lo, hi, centre in ((1200, 3000, 0.35), (2500, 6000, 0.55), (4500, 9000, 0.75)):
        env = np.exp(-((((t / t[-1]) - centre) / 0.2) ** 2)) * np.sin(np.pi * t / t[-1])
        swish += bandpass(noise * env, lo, hi)
    out = np.zeros(seconds(0.24))
    place(out, swish * 0.8, 0)
    place(out, tick(rng, 0.04, 0.007, 900, 5000), 0.16, 0.7)
    return out


def shuffle(rng: np.random.Generator) -> Signal:
    out = np.zeros(seconds(1.42))
    riffle = 0.95
    times = np.sort(rng.beta(2.2, 2.2, 56)) * riffle + 0.03  # fast in the middle, slow at ends
    for i, at in enumerate(times):
        loud = 0.55 + 0.45 * np.sin(np.pi * i / len(times))
        place(out, tick(rng, 0.025, 0.004, 1800, 7500), float(at), loud * rng.uniform(0.7, 1.0))
    # the bridge: cards cascading back together
    t = timeline(0.3)
    cascade = bandpass(rng.standard_normal(len(t)), 1500, 7000)
    cascade *= np.sin(np.pi * t / t[-1]) ** 2 * (1 + 0.5 * np.sin(2 * np.pi * 38 * t))
    place(out, cascade, 1.0, 0.45)
    place(out, tick(rng, 0.06, 0.012, 600, 4000), 1.29, 0.8)
    return out


def trick_won(rng: np.random.Generator) -> Signal:
    out = np.zeros(seconds(1.0))
    t = timeline(0.18)
    sweep = bandpass(rng.standard_normal(len(t)), 1500, 6000) * np.sin(np.pi * t / t[-1]) ** 2
    place(out, sweep, 0, 0.5)
    place(out, tick(rng, 0.05, 0.01, 800, 5000), 0.16, 0.6)
    place(out, tone(note("E5"), 0.7, MARIMBA), 0.17, 0.45)
    place(out, tone(note("A5"), 0.7, MARIMBA), 0.24, 0.4)
    return room(out, rng)


def your_turn(rng: np.random.Generator) -> Signal:
    out = np.zeros(seconds(1.05))
    place(out, tone(note("G5"), 0.85, CHIME, attack=0.006), 0.0, 0.8)
    place(out, tone(note("C6"), 0.85, CHIME, attack=0.006), 0.11, 0.7)
    return room(out, rng)


def contract_made(rng: np.random.Generator) -> Signal:
    out = np.zeros(seconds(2.1))
    for i, name in enumerate(("C5", "E5", "G5", "C6")):
        place(out, tone(note(name), 1.5, BELL), i * 0.11, 0.75)
    chord = np.sum([tone(note(n), 1.5, SOFT, attack=0.02) for n in ("C4", "G4", "E5")], axis=0)
    place(out, chord, 0.44, 0.35)
    place(out, tone(note("E7"), 1.0, [(1.0, 1.0, 0.22)], attack=0.01), 0.46, 0.08)
    return room(out, rng, mix=0.25)


def contract_failed(rng: np.random.Generator) -> Signal:
    out = np.zeros(seconds(2.0))
    for i, name in enumerate(("G4", "Eb4", "C4")):
        detuned = tone(note(name), 1.0, SOFT, attack=0.015) + 0.5 * tone(
            note(name) * 1.004, 1.0, SOFT, attack=0.015
        )
        place(out, detuned, i * 0.22, 0.6)
    low = tone(note("G3"), 1.3, SOFT, attack=0.03) + tone(note("C3"), 1.3, SOFT, attack=0.03)
    place(out, low, 0.66, 0.5)
    return room(out, rng, mix=0.22)


def click(rng: np.random.Generator) -> Signal:
    out = np.zeros(seconds(0.055))
    # the tone lines up with the burst, which starts after its 10 ms pad
    place(out, tone(1900, 0.03, [(1.0, 1.0, 0.006), (2.7, 0.3, 0.003)], attack=0.0005), 0.011)
    place(out, tick(rng, 0.02, 0.002, 2000, 9000), 0.001, 0.4)
    return out


# name -> (synth, peak level in dBFS). Effects that play often sit lower than the fanfares.
SOUNDS_TABLE: dict[str, tuple[Callable[[np.random.Generator], Signal], float]] = {
    "shuffle": (shuffle, -5.0),
    "deal": (deal, -6.0),
    "card_play": (card_play, -4.0),
    "trick_won": (trick_won, -6.0),
    "your_turn": (your_turn, -6.0),
    "contract_made": (contract_made, -3.0),
    "contract_failed": (contract_failed, -3.0),
    "click": (click, -9.0),
}


def finish(x: Signal, peak_db: float) -> Signal:
    # Drop the near-silent lead-in (filter padding): a sound must start when it is played.
    loud = np.flatnonzero(np.abs(x) > 1e-3 * np.max(np.abs(x)))
    x = x[max(0, loud[0] - seconds(0.001)) :]
    x = x - np.mean(x)
    fade_in, fade_out = seconds(0.002), min(seconds(0.03), len(x) // 4)
    x[:fade_in] *= np.sin(np.linspace(0, np.pi / 2, fade_in)) ** 2
    x[-fade_out:] *= np.cos(np.linspace(0, np.pi / 2, fade_out)) ** 2
    scaled: Signal = x * (10 ** (peak_db / 20) / np.max(np.abs(x)))
    return scaled


def write_wav(path: str, x: Signal) -> None:
    pcm = np.clip(np.round(x * 32767), -32768, 32767).astype("<i2")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())


def main() -> int:
    SOUNDS.mkdir(parents=True, exist_ok=True)
    for i, (name, (synth, peak_db)) in enumerate(SOUNDS_TABLE.items()):
        x = finish(synth(np.random.default_rng(1769 + i)), peak_db)
        path = SOUNDS / f"{name}.wav"
        write_wav(str(path), x)
        print(
            f"sound: {name:16s} {len(x) / RATE:5.2f} s  peak {20 * np.log10(np.max(np.abs(x))):5.1f}"
            f" dBFS  {path.stat().st_size // 1024:4d} KiB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
