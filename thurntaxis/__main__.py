"""`python -m thurntaxis`, the `thurntaxis` console script and the frozen game's entry point."""

import sys


def main() -> int:
    """The command line (thurntaxis.cli); `--self-test` starts before the rules are imported, so that it can report
    a missing board file (which the rules load at import) as a failed check rather than a traceback."""
    if sys.argv[1:] == ["--self-test"]:
        from thurntaxis.shell import selftest

        return selftest.run()
    from thurntaxis.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    raise SystemExit(main())
