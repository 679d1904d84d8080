"""Which system packages a frozen build needs: every shared library its binaries link (their ELF NEEDED entries)
that the build does not ship itself, mapped to the Debian package that provides it (sonames.txt), and whether each
package is in the project's one list of system packages (debian-packages.txt, section "run").

    python3 packaging/linux/system_libraries.py dist/thurntaxis [more bundle folders]

prints one line per library the bundle takes from the system and exits 1 when a library has no package in
sonames.txt or its package is missing from the list (tests/packaging/test_system_libraries.py runs the same check).
Needs readelf (binutils).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGE_LIST = HERE / "debian-packages.txt"
SONAMES = HERE / "sonames.txt"


def read_package_list(path: Path = PACKAGE_LIST) -> dict[str, list[str]]:
    """The packages of each section of the list ("setup", "run", "build", "check"), in the list's order."""
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        heading = re.fullmatch(r"\[([a-z]+)\]", line)
        if heading:
            current = sections.setdefault(heading.group(1), [])
        elif current is None:
            raise ValueError(f"{path.name}:{number}: a package before the first [section]")
        else:
            current.append(line.split()[0])
    return sections


def read_sonames(path: Path = SONAMES) -> dict[str, str]:
    """soname -> Debian package."""
    table: dict[str, str] = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].split()
        if line:
            soname, package = line
            table[soname] = package
    return table


def is_elf(path: Path) -> bool:
    """Whether the file is an ELF binary (a program or a shared library)."""
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def needed(path: Path) -> list[str]:
    """The libraries the binary names itself (DT_NEEDED), as readelf reads them."""
    dynamic = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)


def binaries(bundle: Path) -> list[Path]:
    """Every ELF file of the bundle (symbolic links are the files they point to: not counted twice)."""
    return sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))


def from_the_system(bundle: Path) -> dict[str, list[Path]]:
    """soname -> the bundle's binaries that need it, for each library the bundle needs and does not ship."""
    shipped = {p.name for p in bundle.rglob("*.so*")}
    wanted: dict[str, list[Path]] = {}
    for binary in binaries(bundle):
        for soname in needed(binary):
            if soname not in shipped:
                wanted.setdefault(soname, []).append(binary)
    return dict(sorted(wanted.items()))


def problems(bundle: Path, listed: set[str], table: dict[str, str]) -> list[str]:
    """What is wrong with the list for this bundle, one line each: a library with no package in the table, or a
    package that the list does not name (with the libraries it would provide)."""
    unknown, missing = [], {}
    for soname, users in from_the_system(bundle).items():
        package = table.get(soname)
        if package is None:
            unknown.append(f"{soname} (needed by {users[0].relative_to(bundle)}) has no package in {SONAMES.name}")
        elif package not in listed:
            missing.setdefault(package, []).append(soname)
    return unknown + [
        f"{package} ({', '.join(sonames)}) is missing from {PACKAGE_LIST.name} [run]"
        for package, sonames in sorted(missing.items())
    ]


def main(argv: list[str]) -> int:
    """Report each bundle's system libraries; 1 when the list misses any."""
    if not argv:
        print(__doc__.strip().splitlines()[3].strip(), file=sys.stderr)
        return 2
    listed, table = set(read_package_list()["run"]), read_sonames()
    status = 0
    for folder in map(Path, argv):
        for soname in from_the_system(folder):
            print(f"{folder}: {soname} -> {table.get(soname, '?')}")
        for problem in problems(folder, listed, table):
            print(f"{folder}: {problem}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
