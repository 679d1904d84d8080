"""`python -m thurntaxis` and the `thurntaxis` console script."""

from thurntaxis.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
