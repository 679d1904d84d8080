"""The one list of system packages (packaging/linux/debian-packages.txt) is the one that the README's apt line and
`make setup` (system_packages.sh) use, and the table of which package ships which library agrees with dpkg."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from .test_system_libraries import libs

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "linux" / "system_packages.sh"


def _readme_apt_line() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme[readme.index("## Set-up on a fresh machine") :]
    block = re.search(r"```sh\n(sudo apt install .*?)\n```", setup, re.S)
    assert block is not None, "no apt line in the README's set-up section"
    return block.group(1).replace("\\\n", " ").split()[3:]


def test_the_readme_apt_line_is_the_lists_setup_and_run_sections() -> None:
    sections = libs.read_package_list()
    assert set(sections) == {"setup", "run", "build", "check"}
    assert _readme_apt_line() == sections["setup"] + sections["run"]


def test_the_list_names_each_package_once() -> None:
    every = [p for packages in libs.read_package_list().values() for p in packages]
    assert len(every) == len(set(every))
    assert {"libwayland-client0", "libwayland-cursor0"} <= set(libs.read_package_list()["run"])
    assert {"libc6-dev", "libpython3-dev", "weston"} <= set(every)


def test_make_setup_reads_the_list(tmp_path: Path) -> None:
    # dpkg-query that knows no package: the script names every package of the list as missing.
    (tmp_path / "dpkg-query").write_text("#!/bin/sh\nexit 1\n", encoding="utf-8")
    (tmp_path / "dpkg-query").chmod(0o755)
    env = {**os.environ, "PATH": f"{tmp_path}:{os.environ['PATH']}"}
    printed = subprocess.run([str(SCRIPT), "--print"], capture_output=True, text=True, env=env, check=True).stdout
    every = [p for packages in libs.read_package_list().values() for p in packages]
    assert printed.split() == every


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="dpkg: Debian and Ubuntu only")
def test_the_soname_table_agrees_with_dpkg() -> None:
    cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    table = libs.read_sonames()
    # dpkg asked once for every package's status and once for every path's owner (each call reads its whole
    # database): the status lines by package, the owner lines ("package: path") by path.
    status: dict[str, str] = {}
    query = ["dpkg-query", "-W", "-f=${Package}\t${Status}\n", *sorted(set(table.values()))]
    for line in subprocess.run(query, capture_output=True, text=True).stdout.splitlines():
        package, _, state = line.partition("\t")
        status[package] = status.get(package, "") + state
    paths: dict[str, set[Path]] = {}
    for soname in table:
        found = re.search(rf"^\s*{re.escape(soname)} \(libc6,x86-64[^)]*\) => (\S+)$", cache, re.M)
        if found is not None:
            path = Path(found.group(1))
            paths[soname] = {
                path,
                path.resolve(),
                Path("/usr") / path.relative_to("/") if not str(path).startswith("/usr") else path,
            }
    everyone = sorted({str(p) for owners in paths.values() for p in owners})
    owned: dict[str, list[str]] = {}
    for line in subprocess.run(["dpkg", "-S", *everyone], capture_output=True, text=True).stdout.splitlines():
        owned.setdefault(line.rpartition(": ")[2], []).append(line)
    checked = 0
    for soname, package in table.items():
        if soname not in paths or "install ok installed" not in status.get(package, ""):
            continue
        owner = "\n".join(line for p in sorted(map(str, paths[soname])) for line in owned.get(p, []))
        assert re.search(rf"^{re.escape(package)}(:\w+)?: ", owner, re.M), f"{soname}: {owner or 'no owner'}"
        checked += 1
    assert checked >= 30  # the machine that runs the suite has the run section installed
