#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Generate a library's coverage document from its API table (.def of X-macro rows).

Rows look like  MACRO(Name, Suffix, Family, (Parameters))  (see headers/__scale_amd/<lib>/*.def).
The document lists every provided function with its exported symbol, family and parameters,
grouped by family, and counts them; it is built at build time, never committed."""
import argparse
import re
import sys


def rows(path, macro):
    pat = re.compile(r'^%s\((\w+),\s*(\w*),\s*(\w+),\s*\((.*)\)\)\s*$' % re.escape(macro))
    out = []
    with open(path, encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            if not line.startswith(macro + '('):
                continue
            m = pat.match(line.strip())
            if not m:
                sys.exit('%s:%d: malformed %s row' % (path, n, macro))
            out.append(m.groups())
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument('table')
    ap.add_argument('--library', required=True)
    ap.add_argument('--macro', required=True)
    ap.add_argument('--prefix', required=True)
    ap.add_argument('-o', '--output', default='-')
    a = ap.parse_args()
    table = rows(a.table, a.macro)
    if not table:
        sys.exit('%s: no %s rows' % (a.table, a.macro))
    lines = ['# %s coverage' % a.library, '',
             'Generated from `%s` at build time: every function below is exported by the '
             'library and declared by its header. %d functions.' % (a.table.split('headers/')[-1],
                                                                    len(table)), '']
    if any('__SCALE_AMD_INT' in r[3] for r in table):
        n64 = sum(1 for r in table if r[2] != 'helper')
        lines += ['The %d functions outside `helper` are also exported with 64-bit integers, as '
                  '`<exported symbol>_64` with each `int` parameter `int64_t` (CUDA 12\'s '
                  '64-bit-integer API; `%s<function>_64` is renamed to it).' % (n64, a.prefix),
                  '']
    families = []
    for r in table:
        if r[2] not in families:
            families.append(r[2])
    for fam in families:
        lines += ['## %s' % fam, '', '| function | exported symbol | parameters |',
                  '|---|---|---|']
        for name, suffix, family, params in table:
            if family == fam:
                shown = params.replace('__SCALE_AMD_INT', 'int')
                lines.append('| `%s%s` | `%s%s%s` | `(%s)` |' % (a.prefix, name, a.prefix, name,
                                                                  suffix, shown))
        lines.append('')
    text = '\n'.join(lines)
    if a.output == '-':
        sys.stdout.write(text)
    else:
        with open(a.output, 'w', encoding='utf-8') as f:
            f.write(text)


if __name__ == '__main__':
    main()
