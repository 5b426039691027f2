#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Generates the per-entry test of a fp16/bf16 table (headers/__scale_amd/fp16/{half,bf16}.def).

For every row __SCALE_FP16_FN(SPACE, RET, NAME, PARAMS, CHECK) it writes one extern "C" kernel that
takes the parameters, calls NAME and stores the result, and the FileCheck lines for it: the kernel
exists (CHECK-LABEL) and, when the row has a pattern, its gfx1100 -O2 IR contains it.
  table_test.py TABLE HEADER OUT.cu OUT.check
"""
import re
import sys

ROW = re.compile(r'^__SCALE_FP16_FN\((HD|D), (.+?), (\w+), \((.*)\), "(.*)"\)$')


def split_params(params):
    out, depth, cur = [], 0, ''
    for ch in params:
        if ch == ',' and depth == 0:
            out.append(cur)
            cur = ''
            continue
        depth += ch in '(<'
        depth -= ch in ')>'
        cur += ch
    if cur.strip():
        out.append(cur)
    res = []
    for p in out:
        p = p.split('=')[0].strip()  # drop default arguments
        m = re.match(r'^(.*?)(\w+)$', p)
        res.append((m.group(1).strip(), m.group(2)))
    return res


def main():
    table, header, out_cu, out_check = sys.argv[1:5]
    kernels, checks = [f'#include <{header}>\n'], []
    n = 0
    for line in open(table):
        m = ROW.match(line.strip())
        if not m:
            continue
        space, ret, name, params, pattern = m.groups()
        pattern = pattern.replace('\\"', '"')
        ps = split_params(params)
        kname = f't{n}_{name}'
        n += 1
        sig = ', '.join(f'{t} {v}' for t, v in ps)
        call = f'{name}({", ".join(v for _, v in ps)})'
        if ret == 'void':
            body = f'{call};'
            args = sig
        else:
            args = f'{ret} *__out' + (', ' + sig if sig else '')
            body = f'*__out = {call};'
        kernels.append(f'extern "C" __global__ void {kname}({args}) {{ {body} }}\n')
        checks.append(f'CHECK-LABEL: define {{{{.*}}}} @{kname}(\n')
        if pattern:
            checks.append(f'CHECK: {pattern}\n')
    if n == 0:
        sys.exit(f'{table}: no rows')
    open(out_cu, 'w').write(''.join(kernels))
    open(out_check, 'w').write(''.join(checks))


main()
