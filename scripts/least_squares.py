"""Weighted least squares with a small ridge term, in plain Python, for the evaluation fits
(scripts/fit_evaluation.py, scripts/carcassonne_fit_evaluation.py)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

WeightedRow = tuple[Sequence[float], float, float]  # features, target, the row's weight


def solve(rows: Iterable[WeightedRow], k: int, ridge: float = 1e-3, count: int | None = None) -> list[float]:
    """The k weights minimising the weighted squared error plus `ridge` times `count` (else the rows' count)
    times the squared weights, by Gaussian elimination (partial pivoting) on the normal equations."""
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    seen = 0
    for f, y, weight in rows:
        seen += 1
        for i in range(k):
            fi = f[i] * weight
            if fi:
                row = a[i]
                for j in range(k):
                    row[j] += fi * f[j]
                b[i] += fi * y
    for i in range(k):
        a[i][i] += ridge * (seen if count is None else count)
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(k):
            if r != col and a[r][col]:
                factor = a[r][col] / a[col][col]
                for j in range(col, k):
                    a[r][j] -= factor * a[col][j]
                b[r] -= factor * b[col]
    return [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(k)]
