"""The fitted evaluation's weights (thurntaxis/taxis/ai/fitted.py), per player count, written by
scripts/fit_evaluation.py from Hard self-play: 2 players `--games 150 --players 2 --hard 20 --keep 0.5 --seed 0`,
4 players `--games 100 --players 4 --hard 20 --keep 0.5 --seed 0`. Weights fitted to Medium's games lost to Hard
(docs/ai.md); 3 players has none yet and falls back to Hard's evaluation."""

WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (32.0824, -0.2491, 3.2246, 0.2557, 0.6434, -0.0667, 0.9858, 0.6013, -0.0585, 0.6659, -24.4520, -3.9786, -0.0324),
    4: (24.4240, -0.4524, 2.4175, -0.2344, 2.1663, 1.3652, 0.3465, 0.5098, -0.1561, 0.4208, -16.4160, -3.0688, 0.3872),
}
