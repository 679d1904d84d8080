"""The fitted evaluation's weights (thurntaxis/taxis/ai/fitted.py), per player count, and the
scripts/fit_evaluation.py options that fitted each; written by that script."""

WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (32.0824, -0.2491, 3.2246, 0.2557, 0.6434, -0.0667, 0.9858, 0.6013, -0.0585, 0.6659, -24.4520, -3.9786, -0.0324),
    4: (23.6671, -0.4815, 1.8926, -0.0430, 1.0444, 0.6567, 0.9282, 0.4593, -0.1656, 0.4168, -15.3796, -2.3068, -0.1526),
}

COMMANDS: dict[int, str] = {
    2: "--games 150 --players 2 --hard 20 --keep 0.5 --seed 0",
    4: "--games 100 --players 4 --hard 20 --keep 0.5 --consistency 5.0 --seed 0",
}
