"""Build a smaller libicudata for the Linux bundle: ICU's data for the game's languages only.

Qt Core links ICU, whose data library (libicudata.so.NN, 32 MB in PySide6 6.11) holds locale data for every
language, every legacy character-set converter, transliterators, dictionaries for Chinese, Japanese, Thai and
Khmer word breaking, and Unicode character names. The game reads and writes UTF-8 only and shows five
languages, so this keeps: the core data (normalization, case and property tables, time zones, plural rules,
break rules) and the locale data of the root locale and of `--languages`; and drops the converters (.cnv), the
transliterators, the word-break dictionaries (.dict; Qt finds word boundaries with its own tables), the character
names and every other language's locale data.

The data is taken out of the library (the icudtNN_dat symbol fills its .rodata section), trimmed with ICU's
`icupkg` (Debian: icu-devtools) and linked back into a library of the same name and symbol with the C compiler.

    python packaging/linux/trim_icu.py LIBICUDATA OUTPUT_FOLDER [--languages en,pl,cs,ru,de]

Prints the new library's path. Needs binutils (nm, readelf, objcopy), icupkg and cc.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

LANGUAGES = ("en", "pl", "cs", "ru", "de")
# A locale's resource bundle: "pl.res", "de_CH.res", "sr_Latn_BA.res" (core data have longer names: "pool.res").
LOCALE = re.compile(r"^(?:.*/)?([a-z]{2,3})(?:_[A-Za-z0-9]*)*\.res$")
DROPPED_KINDS = (".cnv", ".dict")
DROPPED_TREES = ("translit/",)
DROPPED_ITEMS = ("unames.icu",)


def _out(*cmd: str) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def dropped(item: str, languages: tuple[str, ...]) -> bool:
    """Whether the data item `item` (e.g. "coll/pl.res", "gb18030.cnv") is left out."""
    if item.endswith(DROPPED_KINDS) or item.startswith(DROPPED_TREES) or item in DROPPED_ITEMS:
        return True
    match = LOCALE.match(item)
    return match is not None and match.group(1) not in languages


def extract(library: Path, target: Path) -> tuple[str, Path]:
    """The data symbol's name and its bytes (written to `target`): the library's whole .rodata section, which the
    symbol must fill exactly (as in ICU's own build), else this refuses."""
    listing = _out("nm", "-D", "--defined-only", "-S", str(library))
    symbols = [line.split() for line in listing.splitlines()]
    data = [s for s in symbols if len(s) == 4 and re.fullmatch(r"icudt\d+_dat", s[3])]
    if len(data) != 1:
        raise SystemExit(f"trim_icu: no single icudtNN_dat symbol in {library}")
    address, size, _kind, name = data[0]
    headers = _out("readelf", "-SW", str(library))
    section = re.search(r"\.rodata\s+PROGBITS\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", headers)
    if section is None or int(section.group(1), 16) != int(address, 16) or int(section.group(2), 16) != int(size, 16):
        raise SystemExit(f"trim_icu: {name} does not fill .rodata of {library}")
    target = target.with_name(name.removesuffix("_dat") + "l.dat")  # icupkg wants the package's own name: icudt73l
    subprocess.run(["objcopy", "-O", "binary", "--only-section=.rodata", str(library), str(target)], check=True)
    return name, target


def trim(library: Path, output: Path, languages: tuple[str, ...]) -> Path:
    """Write the trimmed library into the folder `output` under the same file name; return its path."""
    soname = re.search(r"\(SONAME\)\s+Library soname: \[([^\]]+)\]", _out("readelf", "-d", str(library)))
    if soname is None:
        raise SystemExit(f"trim_icu: {library} has no SONAME")
    output.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="trim-icu-") as tmp_name:
        tmp = Path(tmp_name)
        symbol, full = extract(library, tmp / "full.dat")
        items = _out("icupkg", "-l", str(full)).split()
        removed = [item for item in items if dropped(item, languages)]
        (tmp / "remove.txt").write_text("\n".join(removed) + "\n", encoding="utf-8")
        small = tmp / "small" / full.name
        small.parent.mkdir()
        # --ignore-deps: the root break rules name the word dictionaries, which ICU then does without.
        subprocess.run(["icupkg", "--ignore-deps", "-r", str(tmp / "remove.txt"), str(full), str(small)], check=True,
                       capture_output=True)
        asm = tmp / "data.S"
        asm.write_text(f'.section .rodata\n.balign 16\n.globl {symbol}\n.type {symbol}, @object\n{symbol}:\n'
                       f'.incbin "{small}"\n.size {symbol}, . - {symbol}\n.section .note.GNU-stack,"",@progbits\n',
                       encoding="utf-8")
        target = output / library.name
        subprocess.run(["cc", "-shared", "-s", f"-Wl,-soname,{soname.group(1)}", "-o", str(target),
                        str(asm)], check=True)
    print(f"trim_icu: {library.name}: {len(items) - len(removed)} of {len(items)} items kept, "
          f"{library.stat().st_size:,} -> {target.stat().st_size:,} bytes", file=sys.stderr)
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("library", type=Path)
    parser.add_argument("output", type=Path)
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    args = parser.parse_args()
    print(trim(args.library, args.output, tuple(args.languages.split(","))))


if __name__ == "__main__":
    main()
