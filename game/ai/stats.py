"""Small statistics for the tournament: percentiles and a bootstrap interval over deals."""

from __future__ import annotations

import random
from collections.abc import Sequence


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    xs = sorted(values)
    i = min(len(xs) - 1, max(0, round(q / 100 * (len(xs) - 1))))
    return xs[i]


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def bootstrap_ci(
    values: Sequence[float], seed: int = 0, resamples: int = 2000, level: float = 0.95
) -> tuple[float, float]:
    """A percentile bootstrap interval for the mean; deals are the unit resampled."""
    if len(values) < 2:
        m = mean(values)
        return m, m
    rng = random.Random(seed)
    n = len(values)
    means = []
    for _ in range(resamples):
        total = 0.0
        for _ in range(n):
            total += values[rng.randrange(n)]
        means.append(total / n)
    means.sort()
    lo = means[int((1 - level) / 2 * resamples)]
    hi = means[min(resamples - 1, int((1 + level) / 2 * resamples))]
    return lo, hi


def ratio_ci(
    nums: Sequence[float], dens: Sequence[float], seed: int = 0, resamples: int = 2000, level: float = 0.95
) -> tuple[float, float]:
    """A percentile bootstrap interval for sum(nums) / sum(dens), resampling the pairs (deals)
    together: a success rate over a varying number of tries per deal, or one level's margin as
    a share of another's measured on the same deals (paired, so deal luck cancels)."""
    n = len(nums)
    if n < 2:
        d = sum(dens)
        r = sum(nums) / d if d else 0.0
        return r, r
    rng = random.Random(seed)
    ratios = []
    for _ in range(resamples):
        a = b = 0.0
        for _ in range(n):
            i = rng.randrange(n)
            a += nums[i]
            b += dens[i]
        ratios.append(a / b if b else 0.0)
    ratios.sort()
    lo = ratios[int((1 - level) / 2 * resamples)]
    hi = ratios[min(resamples - 1, int((1 + level) / 2 * resamples))]
    return lo, hi
